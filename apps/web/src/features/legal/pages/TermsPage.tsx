/** The terms of use of the Zaika marketplace (spec §2 Static pages). */
import { ADULT_AGE_YEARS, EXPRESS_DELIVERY_MINUTES, GRIEVANCE } from "@zaika/contract/constants";
import { COMPANY, companyAddressLine } from "../../../config/company";
import { t } from "../../../lib/i18n";
import { LegalDocument, LegalSection } from "../components/LegalDocument";
import { Li, P } from "../components/LegalText";

const LAST_UPDATED = "2026-11-22";

const TOC = [
  { id: "introduction", labelKey: "legal:termsTocIntroduction" },
  { id: "intermediary", labelKey: "legal:termsTocIntermediary" },
  { id: "your-obligations", labelKey: "legal:termsTocObligations" },
  { id: "orders", labelKey: "legal:termsTocOrders" },
  { id: "prices-and-payment", labelKey: "legal:termsTocPrices" },
  { id: "governing-law", labelKey: "legal:termsTocLaw" },
  { id: "intellectual-property", labelKey: "legal:termsTocIp" },
  { id: "amendments", labelKey: "legal:termsTocAmendments" },
  { id: "contact", labelKey: "legal:termsTocContact" },
] as const;

export default function TermsPage() {
  const company = { company: COMPANY.legalName, address: companyAddressLine() };

  return (
    <LegalDocument
      title={t("legal:termsTitle")}
      lastUpdated={LAST_UPDATED}
      toc={TOC.map((entry) => ({ id: entry.id, label: t(entry.labelKey) }))}
      intro={<P k="legal:termsIntro" />}
    >
      <LegalSection id="introduction" title={t("legal:termsIntroductionTitle")}>
        <P k="legal:termsIntroduction1" values={company} />
        <P k="legal:termsIntroduction2" />
      </LegalSection>

      <LegalSection id="intermediary" title={t("legal:termsIntermediaryTitle")}>
        <h3>{t("legal:termsMarketplaceHeading")}</h3>
        <P k="legal:termsMarketplace" />
        <ul>
          <Li k="legal:termsRestaurantPartners" />
          <Li k="legal:termsDeliveryPartners" />
        </ul>
        <P k="legal:termsFoodProblem" />
        <h3>{t("legal:termsLiabilityHeading")}</h3>
        <P k="legal:termsLiability1" />
        <P k="legal:termsLiability2" />
      </LegalSection>

      <LegalSection id="your-obligations" title={t("legal:termsObligationsTitle")}>
        <P k="legal:termsObligationsIntro" />
        <ul>
          <Li k="legal:termsObligationAge" values={{ age: ADULT_AGE_YEARS }} />
          <Li k="legal:termsObligationInfo" />
          <Li k="legal:termsObligationAccess" />
          <Li k="legal:termsObligationLawful" />
          <Li k="legal:termsObligationInterfere" />
          <Li k="legal:termsObligationCourtesy" />
        </ul>
        <P k="legal:termsSuspend" />
        <P k="legal:termsIndemnity" />
      </LegalSection>

      <LegalSection id="orders" title={t("legal:termsOrdersTitle")}>
        <h3>{t("legal:termsPlacingHeading")}</h3>
        <P k="legal:termsPlacing" />
        <h3>{t("legal:termsAcceptanceHeading")}</h3>
        <P k="legal:termsAcceptance" />
        <h3>{t("legal:termsEstimatesHeading")}</h3>
        <P k="legal:termsEstimates" values={{ minutes: EXPRESS_DELIVERY_MINUTES }} />
        <h3 id="delivery" className="scroll-mt-32">
          {t("legal:termsDeliveryHeading")}
        </h3>
        <ul>
          <Li k="legal:termsDeliveryIndia" />
          <Li k="legal:termsDeliveryCharges" />
          <Li k="legal:termsDeliveryAddress" />
          <Li k="legal:termsDeliveryUnreachable" />
          <Li k="legal:termsDeliveryCheck" />
        </ul>
      </LegalSection>

      <LegalSection id="prices-and-payment" title={t("legal:termsPricesTitle")}>
        <ul>
          <Li k="legal:termsPricesRupees" />
          <Li k="legal:termsPricesGst" />
          <Li k="legal:termsPricesCharges" />
          <Li k="legal:termsPricesOnline" />
          <Li k="legal:termsPricesCod" />
          <Li k="legal:termsPricesError" />
          <Li k="legal:termsPricesOffers" />
        </ul>
      </LegalSection>

      <LegalSection id="governing-law" title={t("legal:termsLawTitle")}>
        <P k="legal:termsLaw1" />
        <P k="legal:termsLaw2" />
      </LegalSection>

      <LegalSection id="intellectual-property" title={t("legal:termsIpTitle")}>
        <P k="legal:termsIp1" values={company} />
        <P k="legal:termsIp2" />
      </LegalSection>

      <LegalSection id="amendments" title={t("legal:termsAmendmentsTitle")}>
        <P k="legal:termsAmendments" />
      </LegalSection>

      <LegalSection id="contact" title={t("legal:termsContactTitle")}>
        <P k="legal:termsContact" values={{ hours: GRIEVANCE.acknowledgeHours, days: GRIEVANCE.resolveDays }} />
      </LegalSection>
    </LegalDocument>
  );
}
