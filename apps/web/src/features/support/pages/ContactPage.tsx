/** Contact Us (spec §2 Static pages): how to reach support, and the message form. */
import { Trans } from "../../../components/i18n/Trans";
import { paths } from "../../../config/paths";
import { t } from "../../../lib/i18n";
import { Link } from "../../../lib/router";
import { supportReplyPromiseText } from "../../../lib/support-hours";
import { useTitle } from "../../../lib/use-title";
import { ContactDetails } from "../components/ContactDetails";
import { SupportForm } from "../components/SupportForm";

export default function ContactPage() {
  useTitle(t("support:contactTitle"));

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-gray-900 sm:text-4xl">
          {t("support:contactHeading")}
        </h1>
        <p className="mt-3 text-lg leading-8 text-gray-700">
          <Trans
            i18nKey="support:contactIntro"
            values={{ promise: supportReplyPromiseText() }}
            components={{
              help: (
                <Link
                  to={paths.help.getHref()}
                  className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
                />
              ),
            }}
          />
        </p>
      </header>

      <div className="mt-10 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section
          aria-labelledby="contact-form-heading"
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200 sm:p-8"
        >
          <h2 id="contact-form-heading" className="text-xl font-bold text-gray-900">
            {t("support:sendUsAMessage")}
          </h2>
          <p className="mt-1 text-sm text-gray-700">{t("support:allFieldsRequired")}</p>
          <div className="mt-6">
            <SupportForm labelledBy="contact-form-heading" />
          </div>
        </section>
        <ContactDetails headingId="contact-details-heading" />
      </div>
    </div>
  );
}
