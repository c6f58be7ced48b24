/** Help & FAQs (spec §2 Static pages): answers by topic, then the same message form and contact details. */
import { ADULT_AGE_YEARS, CANCELLATION, EXPRESS_DELIVERY_MINUTES, OTP } from "@zaika/contract/constants";
import { ChevronDown } from "lucide-react";
import type { ReactElement, ReactNode } from "react";
import { Trans } from "../../../components/i18n/Trans";
import { SupportEmailLink } from "../../../components/support/SupportContactLinks";
import { paths } from "../../../config/paths";
import { t } from "../../../lib/i18n";
import { Link } from "../../../lib/router";
import { refundTimelinesText, supportReplyPromiseText } from "../../../lib/support-hours";
import { useTitle } from "../../../lib/use-title";
import { ContactDetails } from "../components/ContactDetails";
import { SupportForm } from "../components/SupportForm";

const linkClassName = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800";

type Faq = { question: string; answer: ReactNode };
type Topic = { id: string; title: string; faqs: Faq[] };

/** One answer: a paragraph of the catalog, with its values and links (`<name>…</name>` in the text). */
function Answer({
  k,
  values,
  components,
}: {
  k: string;
  values?: Record<string, unknown>;
  components?: Record<string, ReactElement>;
}) {
  return (
    <p>
      <Trans i18nKey={k} values={values} components={components} />
    </p>
  );
}

/** The topics and their questions, in the current language (built during render). */
function topics(): Topic[] {
  const freeSeconds = CANCELLATION.freeWindowSeconds;
  return [
    {
      id: "ordering",
      title: t("support:topicOrdering"),
      faqs: [
        { question: t("support:faqPlaceOrderQuestion"), answer: <Answer k="support:faqPlaceOrderAnswer" /> },
        {
          question: t("support:faqCancelQuestion"),
          answer: (
            <Answer
              k="support:faqCancelAnswer"
              values={{ seconds: freeSeconds, minutes: CANCELLATION.preOrderFreeCancelMinutes }}
              components={{
                fees: <Link to={`${paths.cancellationAndRefund.getHref()}#fee-schedule`} className={linkClassName} />,
              }}
            />
          ),
        },
        {
          question: t("support:faqChangeQuestion"),
          answer: <Answer k="support:faqChangeAnswer" values={{ seconds: freeSeconds }} />,
        },
        { question: t("support:faqMissingQuestion"), answer: <Answer k="support:faqMissingAnswer" /> },
      ],
    },
    {
      id: "payments",
      title: t("support:topicPayments"),
      faqs: [
        { question: t("support:faqMethodsQuestion"), answer: <Answer k="support:faqMethodsAnswer" /> },
        { question: t("support:faqSafeQuestion"), answer: <Answer k="support:faqSafeAnswer" /> },
        { question: t("support:faqGstQuestion"), answer: <Answer k="support:faqGstAnswer" /> },
        {
          question: t("support:faqDebitedQuestion"),
          answer: <Answer k="support:faqDebitedAnswer" values={{ timelines: refundTimelinesText() }} />,
        },
      ],
    },
    {
      id: "refunds",
      title: t("support:topicRefunds"),
      faqs: [
        {
          question: t("support:faqRefundTimeQuestion"),
          answer: <Answer k="support:faqRefundTimeAnswer" values={{ timelines: refundTimelinesText() }} />,
        },
        {
          question: t("support:faqRefundWhereQuestion"),
          answer: (
            <Answer
              k="support:faqRefundWhereAnswer"
              components={{ policy: <Link to={paths.cancellationAndRefund.getHref()} className={linkClassName} /> }}
            />
          ),
        },
        {
          question: t("support:faqFullRefundQuestion"),
          answer: <Answer k="support:faqFullRefundAnswer" values={{ seconds: freeSeconds }} />,
        },
      ],
    },
    {
      id: "delivery",
      title: t("support:topicDelivery"),
      faqs: [
        {
          question: t("support:faqDeliveryTimeQuestion"),
          answer: <Answer k="support:faqDeliveryTimeAnswer" values={{ minutes: EXPRESS_DELIVERY_MINUTES }} />,
        },
        {
          question: t("support:faqDeliveryAreaQuestion"),
          answer: (
            <Answer
              k="support:faqDeliveryAreaAnswer"
              components={{
                terms: <Link to={`${paths.termsAndConditions.getHref()}#delivery`} className={linkClassName} />,
              }}
            />
          ),
        },
        { question: t("support:faqFindMeQuestion"), answer: <Answer k="support:faqFindMeAnswer" /> },
      ],
    },
    {
      id: "account",
      title: t("support:topicAccount"),
      faqs: [
        {
          question: t("support:faqSignInQuestion"),
          answer: (
            <Answer
              k="support:faqSignInAnswer"
              values={{ digits: OTP.length, minutes: OTP.ttlSeconds / 60, seconds: OTP.resendAfterSeconds }}
            />
          ),
        },
        {
          question: t("support:faqAdultQuestion", { age: ADULT_AGE_YEARS }),
          answer: <Answer k="support:faqAdultAnswer" values={{ age: ADULT_AGE_YEARS }} />,
        },
        {
          question: t("support:faqPersonalDataQuestion"),
          answer: (
            <Answer
              k="support:faqPersonalDataAnswer"
              components={{
                email: <SupportEmailLink className={linkClassName} />,
                privacy: <Link to={`${paths.privacyPolicy.getHref()}#your-rights`} className={linkClassName} />,
              }}
            />
          ),
        },
      ],
    },
  ];
}

export default function HelpPage() {
  useTitle(t("support:helpTitle"));
  const topicList = topics();

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-gray-900 sm:text-4xl">{t("support:helpTitle")}</h1>
        <p className="mt-3 text-lg leading-8 text-gray-700">
          {t("support:helpIntro", { promise: supportReplyPromiseText() })}
        </p>
      </header>

      <section aria-labelledby="faq-heading" className="mt-10">
        <h2 id="faq-heading" className="text-2xl font-bold tracking-tight text-gray-900">
          {t("support:faqHeading")}
        </h2>
        <nav aria-label={t("support:faqTopics")} className="mt-4">
          <ul className="flex flex-wrap gap-2">
            {topicList.map((topic) => (
              <li key={topic.id}>
                <a
                  href={`#${topic.id}`}
                  className="inline-flex min-h-11 items-center rounded-full bg-white px-4 text-sm font-medium text-gray-900 ring-1 ring-gray-300 hover:bg-brand-50 hover:ring-brand-700"
                >
                  {topic.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="mt-6 space-y-8">
          {topicList.map((topic) => (
            <section key={topic.id} id={topic.id} aria-labelledby={`${topic.id}-heading`} className="scroll-mt-32">
              <h3 id={`${topic.id}-heading`} className="text-xl font-semibold text-gray-900">
                {topic.title}
              </h3>
              <div className="mt-3 divide-y divide-gray-200 rounded-2xl bg-white shadow-sm ring-1 ring-gray-200">
                {topic.faqs.map((faq) => (
                  <details key={faq.question} className="group px-5">
                    <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 py-3 font-medium text-gray-900 [&::-webkit-details-marker]:hidden">
                      {faq.question}
                      <ChevronDown
                        className="size-5 shrink-0 text-gray-600 transition-transform group-open:rotate-180"
                        aria-hidden="true"
                      />
                    </summary>
                    <div className="pb-4 leading-7 text-gray-800">{faq.answer}</div>
                  </details>
                ))}
              </div>
            </section>
          ))}
        </div>
      </section>

      <div className="mt-14 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section
          aria-labelledby="help-form-heading"
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200 sm:p-8"
        >
          <h2 id="help-form-heading" className="text-xl font-bold text-gray-900">
            {t("support:stillNeedHelp")}
          </h2>
          <p className="mt-1 text-sm text-gray-700">{t("support:allFieldsRequired")}</p>
          <div className="mt-6">
            <SupportForm labelledBy="help-form-heading" />
          </div>
        </section>
        <ContactDetails headingId="help-contact-details-heading" />
      </div>
    </div>
  );
}
