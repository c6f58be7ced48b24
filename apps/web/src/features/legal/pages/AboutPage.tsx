/** About Zaika: the mission and the brand (spec §2 Static pages). */
import { EXPRESS_DELIVERY_MINUTES } from "@zaika/contract/constants";
import { buttonClassName } from "../../../components/ui/Button";
import { paths } from "../../../config/paths";
import { t } from "../../../lib/i18n";
import { Link } from "../../../lib/router";
import { supportHoursText, supportReplyPromiseText } from "../../../lib/support-hours";
import { LegalDocument, LegalSection } from "../components/LegalDocument";
import { LegalText, P } from "../components/LegalText";

export default function AboutPage() {
  return (
    <LegalDocument
      title={t("legal:aboutTitle")}
      documentTitle={t("legal:aboutDocumentTitle")}
      intro={
        <p className="text-lg">
          <LegalText k="legal:aboutIntro" parts={{ hi: <span lang="hi" /> }} />
        </p>
      }
    >
      <LegalSection id="mission" title={t("legal:aboutMissionTitle")}>
        <P k="legal:aboutMission1" />
        <P k="legal:aboutMission2" values={{ hours: supportHoursText(), promise: supportReplyPromiseText() }} />
      </LegalSection>

      <LegalSection id="who-we-serve" title={t("legal:aboutWhoTitle")}>
        <P k="legal:aboutWho" />
      </LegalSection>

      <LegalSection id="express-delivery" title={t("legal:aboutExpressTitle", { minutes: EXPRESS_DELIVERY_MINUTES })}>
        <P k="legal:aboutExpress" values={{ minutes: EXPRESS_DELIVERY_MINUTES }} />
      </LegalSection>

      <LegalSection id="restaurant-partners" title={t("legal:aboutRestaurantsTitle")}>
        <P k="legal:aboutRestaurants" />
      </LegalSection>

      <LegalSection id="delivery-partners" title={t("legal:aboutRidersTitle")}>
        <P k="legal:aboutRiders" />
      </LegalSection>

      <LegalSection id="talk-to-us" title={t("legal:aboutTalkTitle")}>
        <P k="legal:aboutTalk" />
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={paths.user.home.getHref()} className={buttonClassName()}>
            {t("legal:aboutOrderNow")}
          </Link>
          <Link to={paths.contactUs.getHref()} className={buttonClassName({ variant: "secondary" })}>
            {t("legal:aboutContactUs")}
          </Link>
        </div>
      </LegalSection>
    </LegalDocument>
  );
}
