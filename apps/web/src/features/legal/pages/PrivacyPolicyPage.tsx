/** The privacy notice under the Digital Personal Data Protection Act, 2023 (spec §2 Static pages: 11 sections). */
import { ACCOUNT_DELETE_CONFIRMATION, ACCOUNT_DELETION_EFFECTS } from "@zaika/contract/account";
import { ADULT_AGE_YEARS, GRIEVANCE, OTP, REFRESH_TOKEN_TTL_DAYS } from "@zaika/contract/constants";
import { COMPANY, companyAddressLine } from "../../../config/company";
import { t, translateMessage } from "../../../lib/i18n";
import { supportHoursText } from "../../../lib/support-hours";
import { LegalDocument, LegalSection, type PolicyRow, PolicyTable } from "../components/LegalDocument";
import { LegalText, Li, P, SectionLink } from "../components/LegalText";

const LAST_UPDATED = "2026-11-24";

const TOC = [
  { id: "data-fiduciary", labelKey: "legal:privacyTocWho" },
  { id: "data-we-collect", labelKey: "legal:privacyTocData" },
  { id: "purposes", labelKey: "legal:privacyTocPurposes" },
  { id: "consent", labelKey: "legal:privacyTocConsent" },
  { id: "sharing", labelKey: "legal:privacyTocSharing" },
  { id: "security", labelKey: "legal:privacyTocSecurity" },
  { id: "retention", labelKey: "legal:privacyTocRetention" },
  { id: "your-rights", labelKey: "legal:privacyTocRights" },
  { id: "grievance", labelKey: "legal:privacyTocGrievance" },
  { id: "children", labelKey: "legal:privacyTocChildren" },
  { id: "updates", labelKey: "legal:privacyTocUpdates" },
] as const;

/** The purposes table: each row's purpose, the data it uses and its lawful basis. */
const PURPOSE_ROWS = [
  ["legal:privacyPurposeAccountPurpose", "legal:privacyPurposeAccountData", "legal:privacyPurposeAccountBasis"],
  ["legal:privacyPurposeOrderPurpose", "legal:privacyPurposeOrderData", "legal:privacyPurposeOrderBasis"],
  ["legal:privacyPurposePaymentPurpose", "legal:privacyPurposePaymentData", "legal:privacyPurposePaymentBasis"],
  ["legal:privacyPurposeInvoicesPurpose", "legal:privacyPurposeInvoicesData", "legal:privacyPurposeInvoicesBasis"],
  ["legal:privacyPurposeSmsPurpose", "legal:privacyPurposeSmsData", "legal:privacyPurposeSmsBasis"],
  ["legal:privacyPurposeSupportPurpose", "legal:privacyPurposeSupportData", "legal:privacyPurposeSupportBasis"],
  ["legal:privacyPurposeNearbyPurpose", "legal:privacyPurposeNearbyData", "legal:privacyPurposeNearbyBasis"],
  ["legal:privacyPurposeReviewsPurpose", "legal:privacyPurposeReviewsData", "legal:privacyPurposeReviewsBasis"],
  ["legal:privacyPurposeOffersPurpose", "legal:privacyPurposeOffersData", "legal:privacyPurposeOffersBasis"],
  ["legal:privacyPurposeSecurityPurpose", "legal:privacyPurposeSecurityData", "legal:privacyPurposeSecurityBasis"],
  [
    "legal:privacyPurposeAuthoritiesPurpose",
    "legal:privacyPurposeAuthoritiesData",
    "legal:privacyPurposeAuthoritiesBasis",
  ],
] as const;

/** The retention table: each row's data and how long it is kept. */
const RETENTION_ROWS = [
  ["legal:privacyRetainAccountData", "legal:privacyRetainAccountPeriod"],
  ["legal:privacyRetainOrdersData", "legal:privacyRetainOrdersPeriod"],
  ["legal:privacyRetainOtpData", "legal:privacyRetainOtpPeriod"],
  ["legal:privacyRetainSupportData", "legal:privacyRetainSupportPeriod"],
  ["legal:privacyRetainReviewsData", "legal:privacyRetainReviewsPeriod"],
  ["legal:privacyRetainLogsData", "legal:privacyRetainLogsPeriod"],
  ["legal:privacyRetainLocationData", "legal:privacyRetainLocationPeriod"],
] as const;

// In-page links to other sections ("see section 5").
const SECTION_LINKS = {
  s5: <SectionLink href="#sharing" />,
  s7: <SectionLink href="#retention" />,
  s9: <SectionLink href="#grievance" />,
};

export default function PrivacyPolicyPage() {
  const { grievanceOfficer } = COMPANY;
  const otpMinutes = OTP.ttlSeconds / 60;
  const hours = { hours: supportHoursText() };

  return (
    <LegalDocument
      title={t("legal:privacyTitle")}
      lastUpdated={LAST_UPDATED}
      toc={TOC.map((entry) => ({ id: entry.id, label: t(entry.labelKey) }))}
      intro={
        <>
          <P k="legal:privacyIntro1" />
          <P k="legal:privacyIntro2" />
        </>
      }
    >
      <LegalSection id="data-fiduciary" title={t("legal:privacyWhoTitle")}>
        <P k="legal:privacyWho1" values={{ company: COMPANY.legalName, address: companyAddressLine() }} />
        <P k="legal:privacyWho2" parts={SECTION_LINKS} />
        <P k="legal:privacyWho3" values={hours} parts={SECTION_LINKS} />
      </LegalSection>

      <LegalSection id="data-we-collect" title={t("legal:privacyDataTitle")}>
        <h3>{t("legal:privacyGivenHeading")}</h3>
        <ul>
          <Li k="legal:privacyGivenAccount" values={{ age: ADULT_AGE_YEARS }} />
          <Li k="legal:privacyGivenDelivery" />
          <Li k="legal:privacyGivenOrders" />
          <Li k="legal:privacyGivenPreferences" />
          <Li k="legal:privacyGivenSupport" />
        </ul>
        <P k="legal:privacyDietary" />

        <h3>{t("legal:privacyCollectedHeading")}</h3>
        <ul>
          <Li k="legal:privacyCollectedLocation" />
          <Li k="legal:privacyCollectedDevice" />
          <Li k="legal:privacyCollectedCookie" values={{ days: REFRESH_TOKEN_TTL_DAYS }} />
        </ul>

        <h3>{t("legal:privacyPaymentHeading")}</h3>
        <P k="legal:privacyPayment" />
      </LegalSection>

      <LegalSection id="purposes" title={t("legal:privacyPurposesTitle")}>
        <P k="legal:privacyPurposes" />
        <PolicyTable
          caption={t("legal:privacyPurposesCaption")}
          columns={[
            t("legal:privacyPurposesColumnPurpose"),
            t("legal:privacyPurposesColumnData"),
            t("legal:privacyPurposesColumnBasis"),
          ]}
          rows={PURPOSE_ROWS.map(([purpose, data, basis]): PolicyRow => [t(purpose), t(data), t(basis)])}
        />
      </LegalSection>

      <LegalSection id="consent" title={t("legal:privacyConsentTitle")}>
        <h3>{t("legal:privacyConsentGiveHeading")}</h3>
        <P k="legal:privacyConsentGive" />
        <h3>{t("legal:privacyConsentWithdrawHeading")}</h3>
        <P k="legal:privacyConsentWithdraw1" parts={SECTION_LINKS} />
        <P k="legal:privacyConsentWithdraw2" />
        <h3>{t("legal:privacyConsentManagersHeading")}</h3>
        <P k="legal:privacyConsentManagers" />
      </LegalSection>

      <LegalSection id="sharing" title={t("legal:privacySharingTitle")}>
        <P k="legal:privacySharing1" />
        <ul>
          <Li k="legal:privacySharingRestaurants" />
          <Li k="legal:privacySharingRiders" />
          <Li k="legal:privacySharingRazorpay" />
          <Li k="legal:privacySharingSms" />
          <Li k="legal:privacySharingTech" />
          <Li k="legal:privacySharingAuthorities" />
          <Li k="legal:privacySharingBuyer" />
        </ul>
        <P k="legal:privacySharing2" />
      </LegalSection>

      <LegalSection id="security" title={t("legal:privacySecurityTitle")}>
        <P k="legal:privacySecurity1" />
        <ul>
          <Li k="legal:privacySecurityHttps" />
          <Li k="legal:privacySecurityHashes" values={{ minutes: otpMinutes, attempts: OTP.maxWrongAttempts }} />
          <Li k="legal:privacySecurityCookie" />
          <Li k="legal:privacySecurityRoles" />
          <Li k="legal:privacySecurityRateLimits" />
          <Li k="legal:privacySecurityCards" />
        </ul>
        <P k="legal:privacySecurity2" />
      </LegalSection>

      <LegalSection id="retention" title={t("legal:privacyRetentionTitle")}>
        <P k="legal:privacyRetention1" />
        <PolicyTable
          caption={t("legal:privacyRetentionCaption")}
          columns={[t("legal:privacyRetentionColumnData"), t("legal:privacyRetentionColumnPeriod")]}
          rows={RETENTION_ROWS.map(([data, period]): PolicyRow => [t(data), t(period, { minutes: otpMinutes })])}
        />
        <P k="legal:privacyRetention2" />
        <h3>{t("legal:privacyDeletingHeading")}</h3>
        <P k="legal:privacyDeleting1" values={{ confirmation: ACCOUNT_DELETE_CONFIRMATION }} />
        <P k="legal:privacyDeletingErased" />
        <ul>
          {ACCOUNT_DELETION_EFFECTS.erased.map((line) => (
            <li key={line}>{translateMessage(line)}</li>
          ))}
        </ul>
        <P k="legal:privacyDeletingKept" />
        <ul>
          {ACCOUNT_DELETION_EFFECTS.kept.map((line) => (
            <li key={line}>{translateMessage(line)}</li>
          ))}
        </ul>
        <p>
          {translateMessage(ACCOUNT_DELETION_EFFECTS.ended)} {t("legal:privacyDeletingGateway")}
        </p>
      </LegalSection>

      <LegalSection id="your-rights" title={t("legal:privacyRightsTitle")}>
        <P k="legal:privacyRights1" />
        <ul>
          <Li k="legal:privacyRightsAccess" />
          <Li k="legal:privacyRightsCorrection" />
          <Li k="legal:privacyRightsErasure" parts={SECTION_LINKS} />
          <Li k="legal:privacyRightsGrievance" parts={SECTION_LINKS} />
          <Li k="legal:privacyRightsNomination" />
        </ul>
        <P k="legal:privacyRights2" />
      </LegalSection>

      <LegalSection id="grievance" title={t("legal:privacyGrievanceTitle")}>
        <P k="legal:privacyGrievance1" />
        <address className="mt-3 rounded-xl bg-white px-5 py-4 not-italic ring-1 ring-gray-200">
          <strong>
            {grievanceOfficer.name}, {t(grievanceOfficer.designationKey)}
          </strong>
          <br />
          {COMPANY.legalName}
          <br />
          {companyAddressLine()}
          <br />
          <LegalText k="legal:privacyGrievanceEmail" />
          <br />
          <LegalText k="legal:privacyGrievancePhone" values={hours} />
        </address>
        <P k="legal:privacyGrievance2" values={{ hours: GRIEVANCE.acknowledgeHours, days: GRIEVANCE.resolveDays }} />
        <P k="legal:privacyGrievance3" />
      </LegalSection>

      <LegalSection id="children" title={t("legal:privacyChildrenTitle")}>
        <P k="legal:privacyChildren1" values={{ age: ADULT_AGE_YEARS }} />
        <P k="legal:privacyChildren2" />
      </LegalSection>

      <LegalSection id="updates" title={t("legal:privacyUpdatesTitle")}>
        <P k="legal:privacyUpdates1" />
        <P k="legal:privacyUpdates2" />
      </LegalSection>
    </LegalDocument>
  );
}
