/** The support card of the contact and help pages: phone, e-mail, hours, reply promise and the office address. */
import { Clock, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Trans } from "../../../components/i18n/Trans";
import { SupportEmailLink, SupportPhoneLink } from "../../../components/support/SupportContactLinks";
import { COMPANY } from "../../../config/company";
import { t } from "../../../lib/i18n";
import { supportHoursText, supportReplyPromiseText } from "../../../lib/support-hours";

const linkClassName = "font-semibold text-brand-700 underline-offset-4 hover:underline";

function Row({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-sm font-medium text-gray-700">
        <span className="text-brand-700">{icon}</span>
        {term}
      </dt>
      <dd className="mt-0.5 pl-7 text-gray-900">{children}</dd>
    </div>
  );
}

export function ContactDetails({ headingId }: { headingId: string }) {
  const { address } = COMPANY;
  return (
    <section aria-labelledby={headingId} className="self-start rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200">
      <h2 id={headingId} className="text-xl font-bold text-gray-900">
        {t("support:reachUsDirectly")}
      </h2>
      <dl className="mt-4 space-y-4">
        <Row icon={<Phone className="size-5" aria-hidden="true" />} term={t("support:phone")}>
          <Trans i18nKey="support:call" components={{ phone: <SupportPhoneLink className={linkClassName} /> }} />
        </Row>
        <Row icon={<Mail className="size-5" aria-hidden="true" />} term={t("support:email")}>
          <Trans i18nKey="support:writeTo" components={{ email: <SupportEmailLink className={linkClassName} /> }} />
        </Row>
        <Row icon={<Clock className="size-5" aria-hidden="true" />} term={t("support:supportHours")}>
          {t("support:hoursAndReply", { hours: supportHoursText(), promise: supportReplyPromiseText() })}
        </Row>
        <Row icon={<MapPin className="size-5" aria-hidden="true" />} term={t("support:office")}>
          <address className="not-italic">
            {COMPANY.legalName}
            <br />
            {address.lines.map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
            {address.city}, {address.state} {address.postalCode}
            <br />
            {address.country}
          </address>
        </Row>
      </dl>
    </section>
  );
}
