/** The cancellation and refund policy (spec §2 Static pages, §4, §9): the fee schedule and refund timelines. */
import { CANCELLATION_FEE_SCHEDULE, type CancellationFeeStep } from "@zaika/contract/cancellation";
import { CANCELLATION, GRIEVANCE, REFUND_TIMELINES } from "@zaika/contract/constants";
import { t } from "../../../lib/i18n";
import { businessDaysText, refundMethodText, supportHoursText } from "../../../lib/support-hours";
import { LegalDocument, LegalSection, type PolicyRow, PolicyTable } from "../components/LegalDocument";
import { Li, P, SectionLink } from "../components/LegalText";

const LAST_UPDATED = "2026-11-22";

const TOC = [
  { id: "customer-cancellation", labelKey: "legal:refundTocCustomer" },
  { id: "partner-cancellation", labelKey: "legal:refundTocPartner" },
  { id: "refunds", labelKey: "legal:refundTocRefunds" },
  { id: "grievances", labelKey: "legal:refundTocGrievances" },
] as const;

/** The fee schedule's steps as the policy names them (the contract's labels, in the current language). */
const FEE_STEP_KEYS: Record<CancellationFeeStep["status"], string> = {
  PENDING: "legal:refundStepPending",
  ACCEPTED: "legal:refundStepAccepted",
  PREPARING: "legal:refundStepPreparing",
  READY_FOR_PICKUP: "legal:refundStepReady",
};

function feeText(feePercent: number): string {
  return feePercent === 0 ? t("legal:refundNoFee") : t("legal:refundFeePercent", { percent: feePercent });
}

export default function CancellationRefundPage() {
  const seconds = CANCELLATION.freeWindowSeconds;
  const contactValues = { hours: supportHoursText() };
  const toRefunds = { s3: <SectionLink href="#refunds" /> };

  return (
    <LegalDocument
      title={t("legal:refundTitle")}
      lastUpdated={LAST_UPDATED}
      toc={TOC.map((entry) => ({ id: entry.id, label: t(entry.labelKey) }))}
      intro={<P k="legal:refundIntro" />}
    >
      <LegalSection id="customer-cancellation" title={t("legal:refundCustomerTitle")}>
        <P k="legal:refundCustomer1" />
        <ul>
          <Li k="legal:refundCustomerFree" values={{ seconds }} />
          <Li k="legal:refundCustomerAfter" values={{ percent: CANCELLATION.maxFeePercent }} />
          <Li k="legal:refundCustomerOut" />
          <Li k="legal:refundCustomerPreOrder" values={{ minutes: CANCELLATION.preOrderFreeCancelMinutes }} />
        </ul>

        <PolicyTable
          id="fee-schedule"
          caption={t("legal:refundFeeCaption", { seconds })}
          columns={[t("legal:refundFeeColumnStatus"), t("legal:refundFeeColumnFee")]}
          rows={[
            ...CANCELLATION_FEE_SCHEDULE.map(
              (step): PolicyRow => [t(FEE_STEP_KEYS[step.status]), feeText(step.feePercent)],
            ),
            [t("legal:refundStepOut"), t("legal:refundCannotCancel")],
          ]}
        />

        <P k="legal:refundCustomer2" parts={toRefunds} />
        <P k="legal:refundCustomer3" values={contactValues} />
      </LegalSection>

      <LegalSection id="partner-cancellation" title={t("legal:refundPartnerTitle")}>
        <P k="legal:refundPartner1" />
        <ul>
          <Li k="legal:refundPartnerDeclines" />
          <Li k="legal:refundPartnerNoRider" />
          <Li k="legal:refundPartnerWe" />
        </ul>
        <P k="legal:refundPartner2" />
      </LegalSection>

      <LegalSection id="refunds" title={t("legal:refundRefundsTitle")}>
        <P k="legal:refundRefunds1" />
        <PolicyTable
          id="refund-timelines"
          caption={t("legal:refundTimelinesCaption")}
          columns={[t("legal:refundTimelinesColumnMethod"), t("legal:refundTimelinesColumnTime")]}
          rows={REFUND_TIMELINES.map(
            (timeline): PolicyRow => [refundMethodText(timeline.method), businessDaysText(timeline.businessDays)],
          )}
        />
        <ul>
          <Li k="legal:refundBusinessDays" />
          <Li k="legal:refundCod" />
          <Li k="legal:refundDebited" />
        </ul>
        <P k="legal:refundRefunds2" />
      </LegalSection>

      <LegalSection id="grievances" title={t("legal:refundGrievancesTitle")}>
        <P k="legal:refundGrievances1" values={contactValues} />
        <P k="legal:refundGrievances2" values={{ hours: GRIEVANCE.acknowledgeHours, days: GRIEVANCE.resolveDays }} />
      </LegalSection>
    </LegalDocument>
  );
}
