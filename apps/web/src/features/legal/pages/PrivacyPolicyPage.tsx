/** The privacy notice under the Digital Personal Data Protection Act, 2023 (spec §2 Static pages: 11 sections). */
import { ACCOUNT_DELETE_CONFIRMATION, ACCOUNT_DELETION_EFFECTS } from "@zaika/contract/account";
import {
  ADULT_AGE_YEARS,
  GRIEVANCE,
  OTP,
  REFRESH_TOKEN_TTL_DAYS,
  SUPPORT_DAYS,
  SUPPORT_HOURS,
} from "@zaika/contract/constants";
import { Link } from "react-router";
import { SupportEmailLink, SupportPhoneLink } from "../../../components/support/SupportContactLinks";
import { COMPANY, companyAddressLine } from "../../../config/company";
import { paths } from "../../../config/paths";
import { LegalDocument, LegalSection, PolicyTable } from "../components/LegalDocument";

const LAST_UPDATED = "2026-11-24";

const TOC = [
  { id: "data-fiduciary", label: "Who we are" },
  { id: "data-we-collect", label: "Personal data we collect" },
  { id: "purposes", label: "Why we use it and on what basis" },
  { id: "consent", label: "Your consent" },
  { id: "sharing", label: "Who we share it with" },
  { id: "security", label: "How we protect it" },
  { id: "retention", label: "How long we keep it, and erasure" },
  { id: "your-rights", label: "Your rights as a Data Principal" },
  { id: "grievance", label: "Grievance redressal" },
  { id: "children", label: "Children's data" },
  { id: "updates", label: "Changes to this policy" },
] as const;

const OTP_MINUTES = OTP.ttlSeconds / 60;

export default function PrivacyPolicyPage() {
  const { grievanceOfficer } = COMPANY;

  return (
    <LegalDocument
      title="Privacy Policy"
      lastUpdated={LAST_UPDATED}
      toc={TOC}
      intro={
        <>
          <p>
            This policy explains what personal data Zaika collects when you order food through our website and apps, why
            we collect it, who we share it with, how long we keep it and the rights you have over it. It is written to
            meet the Digital Personal Data Protection Act, 2023 (the <strong>DPDP Act</strong>) and the rules made under
            it, the Information Technology Act, 2000 and the Consumer Protection (E-Commerce) Rules, 2020.
          </p>
          <p>
            In this policy, “you” are the <strong>Data Principal</strong>: the person the personal data is about. “We”
            are the <strong>Data Fiduciary</strong>: the company that decides why and how your personal data is
            processed.
          </p>
        </>
      }
    >
      <LegalSection id="data-fiduciary" title="1. Who we are">
        <p>
          The Data Fiduciary for the Zaika platform is <strong>{COMPANY.legalName}</strong>, a company incorporated in
          India, with its registered office at {companyAddressLine()}.
        </p>
        <p>
          Zaika is a marketplace: it connects you with independent restaurant partners, who prepare your food, and
          independent delivery partners, who bring it to you. For the personal data you give us to place and manage
          orders, we are the Data Fiduciary. Restaurant partners and delivery partners receive only the data they need
          to fulfil your order (see <a href="#sharing">section 5</a>).
        </p>
        <p>
          You can reach us about anything in this policy by e-mail at <SupportEmailLink />, by phone at{" "}
          <SupportPhoneLink /> ({SUPPORT_HOURS}, {SUPPORT_DAYS}) or by post at the address above. Complaints are handled
          by our Grievance Officer (see <a href="#grievance">section 9</a>).
        </p>
      </LegalSection>

      <LegalSection id="data-we-collect" title="2. Personal data we collect">
        <h3>Data you give us</h3>
        <ul>
          <li>
            <strong>Account details:</strong> your name, e-mail address, mobile number (verified with a one-time
            password) and date of birth, which we use only to confirm that you are {ADULT_AGE_YEARS} or older.
          </li>
          <li>
            <strong>Delivery details:</strong> your delivery addresses, including the PIN code and a landmark, the name
            and phone number of the person receiving the order, the address type (for example home or work) and any
            delivery instructions you write, such as “ring the bell” or “leave at the security desk”.
          </li>
          <li>
            <strong>Orders:</strong> your order history: the restaurant, the dishes and add-ons you chose, prices,
            taxes, charges, the payment mode, and the order's status and times.
          </li>
          <li>
            <strong>Preferences and contributions:</strong> restaurants and dishes you save as favourites, your dietary
            preferences (for example vegetarian, Jain or no egg), and the reviews and ratings you post.
          </li>
          <li>
            <strong>Support messages:</strong> what you write to us through the contact form, by e-mail or by phone,
            with your name and e-mail address.
          </li>
        </ul>
        <p>
          Dietary preferences can reveal religious or health-related information. We ask for them only to show you
          suitable food, they are optional, and you can remove them at any time.
        </p>

        <h3>Data collected as you use Zaika</h3>
        <ul>
          <li>
            <strong>Location:</strong> the delivery location you pick on the map or allow your browser to share. It is
            kept in your own browser and sent with your requests so we can show restaurants that deliver to you; we do
            not keep a history of your movements.
          </li>
          <li>
            <strong>Device and usage data:</strong> IP address, browser and device type, operating system, pages you
            open, and the date and time of requests, recorded in our server logs for security and to fix problems.
          </li>
          <li>
            <strong>Sign-in cookie:</strong> one essential, secure cookie that keeps you signed in for up to{" "}
            {REFRESH_TOKEN_TTL_DAYS} days. We do not use advertising or third-party tracking cookies.
          </li>
        </ul>

        <h3>Payment data</h3>
        <p>
          Online payments are handled by our payment gateway, Razorpay. Your card number, expiry date, CVV, UPI PIN and
          net-banking credentials are entered on the gateway's secure page and go directly to it and to your bank.{" "}
          <strong>We never see or store your card number or these credentials.</strong> We receive only the payment's
          reference numbers, the amount, the method used (for example UPI or card) and whether it succeeded.
        </p>
      </LegalSection>

      <LegalSection id="purposes" title="3. Why we use it and on what basis">
        <p>
          We process personal data only for a lawful purpose, either with your consent (Section 6 of the DPDP Act) or
          for a legitimate use permitted by Section 7. The table below lists each purpose.
        </p>
        <PolicyTable
          caption="Purposes of processing and their lawful basis"
          columns={["Purpose", "Personal data used", "Lawful basis under the DPDP Act"]}
          rows={[
            [
              "Creating your account, verifying your phone and signing you in",
              "Name, e-mail, mobile number, date of birth",
              "Consent (Section 6)",
            ],
            [
              "Taking your order, passing it to the restaurant and delivering it",
              "Name, mobile number, delivery address with PIN code and landmark, instructions, order contents",
              "Legitimate use: data you provided voluntarily for this purpose (Section 7(a)), and consent",
            ],
            [
              "Taking payment, issuing refunds and resolving payment disputes",
              "Order amount, payment reference numbers, payment status",
              "Legitimate use (Section 7(a)), and consent",
            ],
            [
              "Invoices, GST returns, accounting and audit",
              "Order and invoice records, name, billing address",
              "Compliance with Indian law: the CGST Act, 2017 and the Companies Act, 2013 (retention permitted by Section 8(7))",
            ],
            [
              "Order updates by SMS, such as confirmation and delivery status",
              "Mobile number, order number and status",
              "Legitimate use (Section 7(a))",
            ],
            [
              "Answering support requests and grievances",
              "Name, e-mail, phone, your message and the order concerned",
              "Consent, and our duty to redress grievances (Section 8(10))",
            ],
            [
              "Showing nearby restaurants, favourites and food that suits your diet",
              "Delivery location, favourites, dietary preferences, order history",
              "Consent, which you can withdraw at any time",
            ],
            ["Publishing your reviews and ratings", "Your first name, review text and rating", "Consent"],
            [
              "Offers and promotions by SMS or e-mail",
              "Name, mobile number, e-mail",
              "Separate, optional consent; you can opt out at any time",
            ],
            [
              "Keeping the platform secure, preventing fraud and abuse",
              "Device and usage data, sign-in records, server logs",
              "Our obligation to take reasonable security safeguards (Section 8(5)) and compliance with law",
            ],
            [
              "Responding to courts, regulators and law enforcement",
              "Only the data the lawful request covers",
              "Compliance with law, judgments and orders (Sections 7(d) and 7(e))",
            ],
          ]}
        />
      </LegalSection>

      <LegalSection id="consent" title="4. Your consent">
        <h3>How you give it</h3>
        <p>
          Where we rely on consent, we ask for it by a clear action of yours, such as ticking a box or pressing a
          button, after showing you a notice of what will be collected and why. Consent for optional purposes, such as
          promotional messages, is asked for separately and is never a condition for ordering food. This notice is
          available in English; on request we will provide it in any language listed in the Eighth Schedule to the
          Constitution of India.
        </p>
        <h3>How you withdraw it</h3>
        <p>
          You can withdraw consent at any time, as easily as you gave it: remove favourites or dietary preferences in
          your profile, opt out of promotions using the link or keyword in any promotional message, or write to{" "}
          <SupportEmailLink />. You can also delete your account yourself, from your profile (see{" "}
          <a href="#retention">section 7</a>).
        </p>
        <p>
          Withdrawal does not affect processing that took place before it. Once you withdraw, we and our processors stop
          processing the data for that purpose within a reasonable time, unless the law requires or permits us to keep
          it. If you withdraw consent that an order depends on, such as your mobile number or delivery address, we will
          not be able to take new orders from you.
        </p>
        <h3>Consent Managers</h3>
        <p>
          The DPDP Act allows you to give, manage, review and withdraw your consent through a Consent Manager: a person
          registered with the Data Protection Board of India that offers an accessible, transparent and interoperable
          platform for this purpose. If you use a registered Consent Manager, we will accept and act on consent given or
          withdrawn through it in the same way as consent given to us directly.
        </p>
      </LegalSection>

      <LegalSection id="sharing" title="5. Who we share it with">
        <p>
          <strong>We do not sell your personal data, and we do not rent or trade it.</strong> We share it only with the
          following, and only as much as each needs:
        </p>
        <ul>
          <li>
            <strong>Restaurant partners</strong> receive your name, the order contents and any cooking or delivery
            instructions you add. They prepare the food and are responsible for it. They do not receive your payment
            details.
          </li>
          <li>
            <strong>Delivery partners</strong> receive your name, delivery address with landmark, delivery instructions
            and a phone number to reach you, only for the orders they deliver and only while they deliver them.
          </li>
          <li>
            <strong>Razorpay</strong>, our payment gateway, receives the amount, your mobile number and e-mail address
            and the order reference, to process payments and refunds. It is a payment aggregator regulated by the
            Reserve Bank of India and holds your payment credentials under its own obligations.
          </li>
          <li>
            <strong>Our SMS provider</strong> receives your mobile number and the text of the message, to deliver
            one-time passwords and order updates through the telecom operators' registered (DLT) channels.
          </li>
          <li>
            <strong>Our technology providers</strong>, such as hosting, e-mail and map services, process data on our
            behalf as Data Processors.
          </li>
          <li>
            <strong>Authorities</strong>: courts, tax authorities, regulators and law-enforcement agencies, when the law
            requires it or on a lawful order, and only to the extent required.
          </li>
          <li>
            <strong>A buyer or successor</strong> of our business, if Zaika is merged, acquired or restructured, bound
            by this policy.
          </li>
        </ul>
        <p>
          Every Data Processor works under a written contract that lets it use your data only on our instructions,
          requires it to keep the data secure and to erase it when the work is done. We remain responsible for what our
          processors do with your data. If any processor handles data outside India, we allow this only as permitted
          under Section 16 of the DPDP Act.
        </p>
      </LegalSection>

      <LegalSection id="security" title="6. How we protect it">
        <p>
          We take reasonable security safeguards, as Section 8(5) of the DPDP Act requires, to prevent personal data
          breaches. Among them:
        </p>
        <ul>
          <li>All traffic between your device and Zaika is encrypted with HTTPS (TLS).</li>
          <li>
            Passwords, one-time passwords and sign-in tokens are stored only as one-way hashes, never in readable form.
            A one-time password is valid for {OTP_MINUTES} minutes and is blocked after {OTP.maxWrongAttempts} wrong
            attempts.
          </li>
          <li>
            Sign-in sessions use a secure, HTTP-only cookie that scripts on the page cannot read, and short-lived access
            tokens.
          </li>
          <li>
            Access to personal data is limited by role: restaurant accounts see only their own orders, and staff access
            only what their work requires.
          </li>
          <li>Requests are rate-limited, and access to our systems is logged and monitored.</li>
          <li>Card and UPI credentials never reach our servers (see section 2).</li>
        </ul>
        <p>
          No system is perfectly secure. If a personal data breach occurs, we will inform the Data Protection Board of
          India and each affected Data Principal as the DPDP Act and its rules require, describing the breach, its
          likely consequences, what we are doing about it and the steps you can take to protect yourself.
        </p>
      </LegalSection>

      <LegalSection id="retention" title="7. How long we keep it, and erasure">
        <p>
          We keep personal data only as long as the purpose for which it was collected needs it, or as long as Indian
          law requires us to keep it. Then we erase it, and ask our processors to erase it too.
        </p>
        <PolicyTable
          caption="Retention periods"
          columns={["Data", "How long we keep it"]}
          rows={[
            [
              "Account details, addresses, cart and favourites",
              "While your account is active. When you delete your account we erase them at once.",
            ],
            [
              "Order, invoice and payment records",
              "8 years from the end of the financial year of the order, as required by the Companies Act, 2013 (Section 128) and the GST laws (Section 36 of the CGST Act, 2017), after which they are erased. When you delete your account they are kept without your name: only the city, state and PIN code each order was delivered to remain (GST's place of supply).",
            ],
            [
              "One-time passwords (OTP)",
              `Valid for ${OTP_MINUTES} minutes; the hashed code is deleted once it has been used or has expired. When you delete your account, every code, the record of codes sent and the texts sent to your number are deleted at once.`,
            ],
            [
              "Support messages and grievances",
              "2 years from the date of your message, then erased; at once when you delete your account.",
            ],
            [
              "Reviews and ratings",
              "While your account is active. When you delete your account, the text of your reviews and your name on them are erased at once; the star ratings stay, anonymous, in the restaurants' ratings.",
            ],
            ["Server and security logs", "1 year, to detect, investigate and prevent unauthorised access."],
            [
              "Location in your browser",
              "Until you clear or change it; it stays on your device and you can clear it at any time.",
            ],
          ]}
        />
        <p>
          Where the law requires us to keep a record after you ask for erasure, such as an invoice, we keep only that
          record, restrict its use to the legal purpose, and erase it when the legal period ends.
        </p>
        <h3>Deleting your account</h3>
        <p>
          You can delete your account yourself: in your profile, under <strong>Your data</strong>, choose{" "}
          <strong>Delete account</strong> and type {ACCOUNT_DELETE_CONFIRMATION} to confirm. It happens at once and in
          one step, and it cannot be undone. If an order of yours is still on its way, you can delete your account as
          soon as it is delivered or cancelled.
        </p>
        <p>When you delete your account, we erase:</p>
        <ul>
          {ACCOUNT_DELETION_EFFECTS.erased.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p>We keep:</p>
        <ul>
          {ACCOUNT_DELETION_EFFECTS.kept.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p>
          {ACCOUNT_DELETION_EFFECTS.ended} Our payment gateway keeps its own records of the payments it processed, as
          the Reserve Bank of India requires.
        </p>
      </LegalSection>

      <LegalSection id="your-rights" title="8. Your rights as a Data Principal">
        <p>Under Sections 11 to 14 of the DPDP Act, you have the right to:</p>
        <ul>
          <li>
            <strong>Access:</strong> a summary of the personal data we process about you and the processing we carry
            out, and the identities of the Data Fiduciaries and Data Processors we have shared it with, with a
            description of what was shared. You can download a copy of your data yourself at any time: in your profile,
            under <strong>Your data</strong>, <strong>Download my data</strong> gives you a file (JSON) with your
            profile, saved addresses, orders with their dishes, bills and status history, reviews and favourites.
          </li>
          <li>
            <strong>Correction and completion:</strong> have inaccurate or misleading data corrected, incomplete data
            completed and out-of-date data updated. You can edit your name and e-mail address yourself in your profile
            and your saved addresses under <strong>Saved addresses</strong>. Your mobile number is how you sign in: to
            change it, write to us.
          </li>
          <li>
            <strong>Erasure:</strong> have personal data erased when it is no longer needed for the purpose it was given
            for, unless the law requires us to keep it. You can delete your account yourself, in your profile under{" "}
            <strong>Your data</strong>: your personal data is erased at once, and your past orders are kept only without
            your name, as <a href="#retention">section 7</a> describes.
          </li>
          <li>
            <strong>Grievance redressal:</strong> a readily available way to complain about how we handle your data (see{" "}
            <a href="#grievance">section 9</a>).
          </li>
          <li>
            <strong>Nomination:</strong> nominate another person to exercise these rights on your behalf in the event of
            your death or incapacity.
          </li>
        </ul>
        <p>
          To exercise any of these rights, write to <SupportEmailLink /> from the e-mail address on your account, or
          mention the mobile number you sign in with. We may ask you to confirm your identity before acting, so that we
          never hand your data to someone else. There is no charge. The DPDP Act also places duties on you: to give
          authentic information, not to impersonate anyone, and not to file false or frivolous complaints.
        </p>
      </LegalSection>

      <LegalSection id="grievance" title="9. Grievance redressal">
        <p>
          If you have a complaint about how we process your personal data, or about our service, please contact our
          Grievance Officer:
        </p>
        <address className="mt-3 rounded-xl bg-white px-5 py-4 not-italic ring-1 ring-gray-200">
          <strong>
            {grievanceOfficer.name}, {grievanceOfficer.designation}
          </strong>
          <br />
          {COMPANY.legalName}
          <br />
          {companyAddressLine()}
          <br />
          E-mail: <SupportEmailLink /> (please write “Grievance” in the subject)
          <br />
          Phone: <SupportPhoneLink /> ({SUPPORT_HOURS}, {SUPPORT_DAYS})
        </address>
        <p>
          We acknowledge every grievance within {GRIEVANCE.acknowledgeHours} hours of receiving it and give you a
          reference number. We resolve it within one month ({GRIEVANCE.resolveDays} days) of receipt, and tell you what
          we have done and why.
        </p>
        <p>
          You must first use this grievance process. If you are not satisfied with our response, or we do not respond in
          time, you may complain to the <strong>Data Protection Board of India</strong> under the DPDP Act. For
          complaints about goods or services, you may also approach the National Consumer Helpline (dial 1915) or a
          consumer commission under the Consumer Protection Act, 2019.
        </p>
      </LegalSection>

      <LegalSection id="children" title="10. Children's data">
        <p>
          Zaika is meant only for adults. You must be {ADULT_AGE_YEARS} years of age or older to create an account or
          place an order, and we check your date of birth when you sign up. Under the DPDP Act, anyone under{" "}
          {ADULT_AGE_YEARS} is a child.
        </p>
        <p>
          We do not knowingly collect personal data from children, and we do not carry out tracking or behavioural
          monitoring of children, or targeted advertising directed at them. If you believe a child has given us personal
          data, please write to <SupportEmailLink />: we will close the account and erase the data, except any record
          the law requires us to keep.
        </p>
      </LegalSection>

      <LegalSection id="updates" title="11. Changes to this policy">
        <p>
          We may update this policy when our service or the law changes. The date at the top shows when it was last
          changed. If a change is significant, for example a new purpose for your data or a new category of recipients,
          we will tell you by e-mail or in the app before it takes effect and, where the change needs your consent, ask
          for it again.
        </p>
        <p>
          Please also read our <Link to={paths.termsAndConditions.getHref()}>Terms and Conditions</Link> and our{" "}
          <Link to={paths.cancellationAndRefund.getHref()}>Cancellation and Refund Policy</Link>.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
