/** The site footer (spec §2 Footer): three link columns, support contacts, social links, app badges and payment logos. */
import { COPYRIGHT_YEAR } from "@zaika/contract/constants";
import { Clock, Mail, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { LogoMark } from "../../components/brand/Logo";
import { Trans } from "../../components/i18n/Trans";
import { SupportEmailLink, SupportPhoneLink } from "../../components/support/SupportContactLinks";
import { paths } from "../../config/paths";
import { t } from "../../lib/i18n";
import { Link } from "../../lib/router";
import { supportHoursText, supportReplyPromiseText } from "../../lib/support-hours";

/** Catalog keys, read in render: the texts follow the language. */
/**
 * `detailKey`: a label too vague on its own ("Information") is completed for screen readers and search engines with
 * the page it leads to, read after it (Lighthouse counts "Information" as a link text that says nothing).
 */
type FooterLink = { labelKey: string; to: string; detailKey?: string };
type FooterColumn = { id: string; titleKey: string; links: FooterLink[] };

// Links without a page of their own go to the closest existing page (decision 004), never to "#".
const COLUMNS: FooterColumn[] = [
  {
    id: "help",
    titleKey: "layout:footerHelp",
    links: [
      { labelKey: "layout:footerSearch", to: paths.user.home.getHref() },
      { labelKey: "layout:footerHelpLink", to: paths.help.getHref() },
      { labelKey: "layout:footerInformationLink", to: paths.aboutUs.getHref(), detailKey: "layout:footerAboutUs" },
      { labelKey: "layout:footerPrivacyPolicy", to: paths.privacyPolicy.getHref() },
      { labelKey: "layout:footerShippingDetails", to: `${paths.termsAndConditions.getHref()}#orders` },
    ],
  },
  {
    id: "support",
    titleKey: "layout:footerSupport",
    links: [
      { labelKey: "layout:footerContactUs", to: paths.contactUs.getHref() },
      { labelKey: "layout:footerAboutUs", to: paths.aboutUs.getHref() },
      { labelKey: "layout:footerTerms", to: paths.termsAndConditions.getHref() },
      { labelKey: "layout:footerCancellationRefund", to: paths.cancellationAndRefund.getHref() },
      { labelKey: "layout:footerDeliveries", to: `${paths.help.getHref()}#delivery` },
    ],
  },
  {
    id: "information",
    titleKey: "layout:footerInformation",
    links: [
      { labelKey: "layout:footerSearchTerms", to: paths.user.home.getHref() },
      { labelKey: "layout:footerAdvancedSearch", to: paths.user.home.getHref() },
      { labelKey: "layout:footerHelpFaqs", to: paths.help.getHref() },
      { labelKey: "layout:footerStoreLocation", to: paths.contactUs.getHref() },
      { labelKey: "layout:footerOrderReturn", to: paths.cancellationAndRefund.getHref() },
    ],
  },
];

type Social = { name: string; href: string; icon: ReactNode };

/** A 24×24 social icon, decorative: the link around it carries the name. */
function SocialIcon({ children, outline = false }: { children: ReactNode; outline?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5"
      aria-hidden="true"
      focusable="false"
      fill={outline ? "none" : "currentColor"}
      stroke={outline ? "currentColor" : "none"}
      strokeWidth={outline ? 2 : undefined}
    >
      {children}
    </svg>
  );
}

const SOCIALS: Social[] = [
  {
    // i18n-ignore: a brand name
    name: "Facebook",
    href: "https://www.facebook.com/zaika",
    icon: (
      <SocialIcon>
        <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H7.9v3h2.6V21z" />
      </SocialIcon>
    ),
  },
  {
    // i18n-ignore: a brand name
    name: "Instagram",
    href: "https://www.instagram.com/zaika",
    icon: (
      <SocialIcon outline>
        <rect x="3" y="3" width="18" height="18" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
      </SocialIcon>
    ),
  },
  {
    name: "X",
    href: "https://x.com/zaika",
    icon: (
      <SocialIcon>
        <path d="M3.5 3.5h5l12 17h-5z" />
        <path d="M19.2 3.5h1.9l-6.6 7.5-1-1.4zM4.8 20.5H2.9l6.9-7.9 1 1.4z" />
      </SocialIcon>
    ),
  },
  {
    name: "YouTube",
    href: "https://www.youtube.com/@zaika",
    icon: (
      <SocialIcon>
        <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3z" />
      </SocialIcon>
    ),
  },
  {
    name: "LinkedIn",
    href: "https://www.linkedin.com/company/zaika",
    icon: (
      <SocialIcon>
        <path d="M5 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM3.3 9h3.4v11.5H3.3zM9 9h3.3v1.6c.5-.9 1.7-1.9 3.5-1.9 3.6 0 4.2 2.3 4.2 5.4v6.4h-3.4v-5.7c0-1.4 0-3.1-1.9-3.1s-2.2 1.5-2.2 3v5.8H9z" />
      </SocialIcon>
    ),
  },
];

const APP_BADGES = [
  { src: "/images/app-store.svg", altKey: "layout:appStoreBadge" },
  { src: "/images/google-play.svg", altKey: "layout:googlePlayBadge" },
] as const;

// The payment networks' names: brands, the same in every language.
const PAYMENT_LOGOS = [
  // i18n-ignore: a brand name
  { src: "/images/visa.svg", alt: "Visa" },
  // i18n-ignore: a brand name
  { src: "/images/mastercard.svg", alt: "Mastercard" },
  { src: "/images/rupay.svg", alt: "RuPay" },
  { src: "/images/upi.svg", alt: "UPI" },
] as const;

const headingClassName = "text-sm font-semibold tracking-wider text-white uppercase";
const linkClassName = "text-gray-300 underline-offset-4 transition-colors hover:text-white hover:underline";

export function Footer() {
  return (
    <footer className="bg-gray-900 text-gray-300 [&_a:focus-visible]:outline-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
          {COLUMNS.map((column) => {
            const headingId = `footer-${column.id}`;
            return (
              <nav key={column.id} aria-labelledby={headingId}>
                <h2 id={headingId} className={headingClassName}>
                  {t(column.titleKey)}
                </h2>
                <ul className="mt-4 space-y-1">
                  {column.links.map((link) => (
                    <li key={link.labelKey}>
                      <Link to={link.to} className={`inline-block py-1 ${linkClassName}`}>
                        {t(link.labelKey)}
                        {link.detailKey && <span className="sr-only">: {t(link.detailKey)}</span>}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            );
          })}

          <div>
            <h2 className={headingClassName}>{t("layout:footerContactHeading")}</h2>
            <address className="mt-4 space-y-3 not-italic">
              <p className="flex gap-3">
                <Clock className="mt-0.5 size-5 shrink-0 text-brand-300" aria-hidden="true" />
                <span>{supportHoursText()}</span>
              </p>
              <p className="flex gap-3">
                <Phone className="mt-0.5 size-5 shrink-0 text-brand-300" aria-hidden="true" />
                <span>
                  <Trans
                    i18nKey="layout:footerCall"
                    components={{ phone: <SupportPhoneLink className={`font-medium ${linkClassName}`} /> }}
                  />
                </span>
              </p>
              <p className="flex gap-3">
                <Mail className="mt-0.5 size-5 shrink-0 text-brand-300" aria-hidden="true" />
                <span className="min-w-0 break-words">
                  <Trans
                    i18nKey="layout:footerWriteTo"
                    components={{ email: <SupportEmailLink className={`font-medium break-all ${linkClassName}`} /> }}
                  />
                </span>
              </p>
              <p className="text-sm text-gray-400">
                {t("layout:footerReplyWithin", { promise: supportReplyPromiseText() })}
              </p>
            </address>
          </div>
        </div>

        <div className="mt-12 grid gap-8 border-t border-gray-800 pt-8 md:grid-cols-3">
          <div>
            <h2 className={headingClassName}>{t("layout:footerFollowUs")}</h2>
            <ul className="mt-3 flex flex-wrap gap-1">
              {SOCIALS.map((social) => (
                <li key={social.name}>
                  <a
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t("layout:footerSocialLink", { network: social.name })}
                    className="inline-flex size-11 items-center justify-center rounded-full text-gray-300 transition-colors hover:bg-gray-800 hover:text-white"
                  >
                    {social.icon}
                  </a>
                </li>
              ))}
            </ul>
          </div>

          <div>
            <h2 className={headingClassName}>{t("layout:footerGetTheApp")}</h2>
            <ul className="mt-4 flex flex-wrap gap-3">
              {APP_BADGES.map((badge) => (
                <li key={badge.src}>
                  <img src={badge.src} alt={t(badge.altKey)} width={135} height={40} loading="lazy" />
                </li>
              ))}
            </ul>
          </div>

          <div>
            <h2 className={headingClassName}>{t("layout:footerWeAccept")}</h2>
            <ul className="mt-4 flex flex-wrap gap-2">
              {PAYMENT_LOGOS.map((logo) => (
                <li key={logo.src}>
                  <img src={logo.src} alt={logo.alt} width={60} height={38} loading="lazy" />
                </li>
              ))}
            </ul>
          </div>
        </div>

        <div className="mt-10 flex flex-col items-center justify-between gap-4 border-t border-gray-800 pt-8 sm:flex-row">
          <p className="flex items-center gap-2 font-bold text-white">
            <LogoMark className="size-7" />
            {t("ui:appName")}
          </p>
          <p className="text-sm text-gray-400">{t("layout:footerCopyright", { year: COPYRIGHT_YEAR })}</p>
        </div>
      </div>
    </footer>
  );
}
