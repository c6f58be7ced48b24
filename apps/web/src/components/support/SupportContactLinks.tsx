/** The support phone and e-mail as links; until the config has loaded (or if it fails) they read "our support team". */
import { t } from "../../lib/i18n";
import { usePublicConfig } from "../../lib/public-config";

/** What stands in for the phone or e-mail until the config has loaded. */
export function supportFallbackText(): string {
  return t("ui:ourSupportTeam");
}

type LinkProps = { className?: string };

/** A phone number as written for people ("+91 22 4000 1234") turned into a dialable tel: URI. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

export function SupportPhoneLink({ className }: LinkProps) {
  const { data } = usePublicConfig();
  if (!data?.supportPhone) return <span>{supportFallbackText()}</span>;
  return (
    <a href={telHref(data.supportPhone)} className={className}>
      {data.supportPhone}
    </a>
  );
}

export function SupportEmailLink({ className }: LinkProps) {
  const { data } = usePublicConfig();
  if (!data?.supportEmail) return <span>{supportFallbackText()}</span>;
  return (
    <a href={`mailto:${data.supportEmail}`} className={className}>
      {data.supportEmail}
    </a>
  );
}
