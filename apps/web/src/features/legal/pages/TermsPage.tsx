/** The terms of use of the Zaika marketplace (spec §2 Static pages). */
import { ADULT_AGE_YEARS, EXPRESS_DELIVERY_MINUTES, GRIEVANCE } from "@zaika/contract/constants";
import { Link } from "react-router";
import { SupportEmailLink } from "../../../components/support/SupportContactLinks";
import { COMPANY, companyAddressLine } from "../../../config/company";
import { paths } from "../../../config/paths";
import { LegalDocument, LegalSection } from "../components/LegalDocument";

const LAST_UPDATED = "2026-11-22";

const TOC = [
  { id: "introduction", label: "Introduction and acceptance" },
  { id: "intermediary", label: "Our role as an intermediary, and limits of liability" },
  { id: "your-obligations", label: "Your obligations and indemnity" },
  { id: "orders", label: "Orders and delivery" },
  { id: "prices-and-payment", label: "Prices, payment and GST" },
  { id: "governing-law", label: "Governing law and jurisdiction" },
  { id: "intellectual-property", label: "Intellectual property" },
  { id: "amendments", label: "Changes to these terms" },
  { id: "contact", label: "Contact and grievances" },
] as const;

export default function TermsPage() {
  return (
    <LegalDocument
      title="Terms and Conditions"
      lastUpdated={LAST_UPDATED}
      toc={TOC}
      intro={
        <p>
          These terms govern your use of the Zaika website and apps, and every order you place through them. Please read
          them carefully, together with our <Link to={paths.privacyPolicy.getHref()}>Privacy Policy</Link> and our{" "}
          <Link to={paths.cancellationAndRefund.getHref()}>Cancellation and Refund Policy</Link>, which form part of
          these terms.
        </p>
      }
    >
      <LegalSection id="introduction" title="1. Introduction and acceptance">
        <p>
          The Zaika platform is operated by <strong>{COMPANY.legalName}</strong> (“Zaika”, “we”, “us”), a company
          incorporated in India with its registered office at {companyAddressLine()}.
        </p>
        <p>
          By creating an account, or by placing an order, you confirm that you have read and accept these terms. If you
          do not accept them, please do not use Zaika. These terms are an electronic record under the Information
          Technology Act, 2000 and do not need a physical or digital signature.
        </p>
      </LegalSection>

      <LegalSection id="intermediary" title="2. Our role as an intermediary, and limits of liability">
        <h3>Zaika is a marketplace</h3>
        <p>
          Zaika is an intermediary within the meaning of the Information Technology Act, 2000, and a marketplace
          e-commerce entity under the Consumer Protection (E-Commerce) Rules, 2020. We provide a technology platform
          that lets you discover restaurants, place orders with them, pay for them and have them delivered. We do not
          cook, own or sell the food.
        </p>
        <ul>
          <li>
            <strong>Restaurant partners</strong> are independent businesses. When a restaurant accepts your order, the
            contract for the food is between you and that restaurant. The restaurant is solely responsible for the food:
            its quality, quantity, safety, hygiene and packaging, the accuracy of its menu descriptions, prices,
            vegetarian and non-vegetarian marks and allergen information, and for holding a valid licence or
            registration under the Food Safety and Standards Act, 2006 (FSSAI). The restaurant's name, address and FSSAI
            details are available on request.
          </li>
          <li>
            <strong>Delivery partners</strong> are independent service providers, not employees of Zaika or of the
            restaurant. They pick up your order and deliver it to the address you give.
          </li>
        </ul>
        <p>
          If something is wrong with your food, tell us through <Link to={paths.contactUs.getHref()}>Contact Us</Link>{" "}
          with your order number: we will take it up with the restaurant and, where the policy provides for it, arrange
          a refund.
        </p>
        <h3>Limits of our liability</h3>
        <p>
          To the extent permitted by law, Zaika is not liable for the acts or omissions of restaurant partners or
          delivery partners, and is not liable for any indirect or consequential loss, loss of profit or loss of
          opportunity. Our total liability to you for any claim arising out of an order is limited to the amount you
          paid for that order. We are not liable for delays or failures caused by events beyond our reasonable control,
          such as extreme weather, natural disasters, strikes, civil unrest, government orders or failures of telecom or
          payment networks.
        </p>
        <p>
          Nothing in these terms excludes or limits any liability that cannot be excluded or limited under Indian law,
          including your rights as a consumer under the Consumer Protection Act, 2019.
        </p>
      </LegalSection>

      <LegalSection id="your-obligations" title="3. Your obligations and indemnity">
        <p>When you use Zaika, you agree that:</p>
        <ul>
          <li>
            you are at least {ADULT_AGE_YEARS} years old and able to enter into a binding contract under the Indian
            Contract Act, 1872;
          </li>
          <li>
            the information you give us, including your name, mobile number, e-mail address and delivery address, is
            true, accurate and your own, and you will keep it up to date;
          </li>
          <li>
            you will keep your one-time passwords and account access to yourself, and tell us at once if you suspect
            someone else is using your account; you are responsible for orders placed from it;
          </li>
          <li>
            you will use Zaika only for lawful, personal purposes: you will not place fake or fraudulent orders, post
            false or abusive reviews, misuse offers or refunds, or resell food ordered through Zaika;
          </li>
          <li>
            you will not interfere with the platform, by scraping, reverse engineering, overloading it, probing its
            security or using automated means to access it;
          </li>
          <li>
            you will treat restaurant staff, delivery partners and our support team with courtesy; we may suspend
            accounts that harass or threaten them.
          </li>
        </ul>
        <p>
          We may suspend or close an account that breaks these terms or the law, after telling you why unless the law or
          the safety of others prevents it. You may close your account at any time.
        </p>
        <p>
          You agree to indemnify Zaika, its officers and employees against any loss, claim or penalty arising from your
          breach of these terms, your violation of any law or your infringement of the rights of a third party, to the
          extent that it is caused by you.
        </p>
      </LegalSection>

      <LegalSection id="orders" title="4. Orders and delivery">
        <h3>Placing an order</h3>
        <p>
          Set your delivery location, choose a restaurant that delivers to it, add dishes to your cart and review the
          order summary, which shows the price of each item, taxes, packaging and delivery charges and the total you
          will pay. Your order is placed when you confirm it: for online payment, once the payment succeeds; for cash on
          delivery, when you press the button to place the order. You will receive an order number and confirmation on
          screen and by SMS.
        </p>
        <h3>Acceptance by the restaurant</h3>
        <p>
          Placing an order is an offer to buy from the restaurant. The restaurant may accept it or, for reasons such as
          an item being unavailable, the kitchen being closed or the address being outside its delivery area, decline
          it. If the restaurant declines or cannot fulfil your order, it is cancelled and any amount you paid is
          refunded in full, as described in the{" "}
          <Link to={paths.cancellationAndRefund.getHref()}>Cancellation and Refund Policy</Link>.
        </p>
        <h3>Delivery estimates</h3>
        <p>
          The delivery time shown when you order is an estimate, based on the restaurant's preparation time, the
          distance and current conditions. With Express Delivery, eligible restaurants near you aim to deliver within{" "}
          {EXPRESS_DELIVERY_MINUTES} minutes. Traffic, weather, peak hours or the size of your order can cause delays;
          we keep you informed of your order's status throughout.
        </p>
        <h3 id="delivery" className="scroll-mt-32">
          Delivery details
        </h3>
        <ul>
          <li>
            We deliver within India only, to addresses inside the delivery area set by each restaurant. Whether a
            restaurant delivers to you is shown before you order.
          </li>
          <li>
            Delivery charges, any minimum order amount and any threshold above which delivery is free are set per
            restaurant and shown at checkout before you pay.
          </li>
          <li>
            Please give a complete address with PIN code and a landmark, and a phone number on which the delivery
            partner can reach you. Add any instructions, such as a gate number or “do not ring the bell”, in the
            delivery instructions.
          </li>
          <li>
            If the delivery partner cannot reach you or find the address after reasonable attempts to contact you, the
            order may be treated as cancelled by you, and the cancellation charges in the Cancellation and Refund Policy
            may apply.
          </li>
          <li>
            Please check your order when it arrives, and tell us as soon as possible if anything is missing, wrong,
            spilled or damaged, with photographs where possible.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="prices-and-payment" title="5. Prices, payment and GST">
        <ul>
          <li>
            All prices are in Indian rupees (₹) and are set by the restaurants. Each menu shows whether its prices are
            inclusive or exclusive of taxes.
          </li>
          <li>
            Goods and Services Tax (GST) is charged at the rate shown at checkout. For restaurant services supplied
            through Zaika, GST is collected and paid to the government by Zaika as the electronic commerce operator
            under Section 9(5) of the Central Goods and Services Tax Act, 2017. You receive a tax invoice for every
            order.
          </li>
          <li>
            Packaging charges (set by the restaurant) and delivery charges are shown as separate lines before you pay.
            The total at checkout is the total you pay: there are no hidden charges.
          </li>
          <li>
            Online payments by UPI, debit or credit card (including RuPay), net banking and wallets are processed by our
            payment gateway, Razorpay. Your card and bank details are handled by Razorpay and your bank, not by Zaika.
          </li>
          <li>
            Cash on delivery is available where the restaurant accepts it. Please keep the exact amount ready for the
            delivery partner.
          </li>
          <li>
            If a price is shown in clear error, for example because of a technical fault, the restaurant or Zaika may
            cancel the order before it is prepared, and you will receive a full refund.
          </li>
          <li>
            Offers and coupons are subject to their own conditions, shown with the offer, and cannot be exchanged for
            cash.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="governing-law" title="6. Governing law and jurisdiction">
        <p>
          These terms are governed by the laws of India. Subject to the next paragraph, the courts at Mumbai,
          Maharashtra have exclusive jurisdiction over any dispute arising out of or in connection with these terms or
          your use of Zaika.
        </p>
        <p>
          Nothing in this clause limits your right as a consumer to file a complaint before the District, State or
          National Consumer Disputes Redressal Commission under the Consumer Protection Act, 2019, including a District
          or State Commission where you reside or work, or to seek help from the National Consumer Helpline (1915). We
          encourage you to contact us first: most problems can be resolved quickly.
        </p>
      </LegalSection>

      <LegalSection id="intellectual-property" title="7. Intellectual property">
        <p>
          The Zaika name, logo, website, apps, software, design and content created by us belong to {COMPANY.legalName}{" "}
          or its licensors and are protected by Indian and international law. Restaurant names, logos, menus and food
          photographs belong to the restaurants. You may use Zaika for your personal, non-commercial ordering only; you
          may not copy, modify, distribute or commercially exploit any part of it without our written permission.
        </p>
        <p>
          When you post a review, rating or photograph, you keep ownership of it and give Zaika a non-exclusive,
          royalty-free licence to display it on the platform in connection with the restaurant. You confirm that it is
          your own, honest experience and does not infringe anyone's rights. We may remove content that is unlawful,
          abusive, misleading or not about a genuine order.
        </p>
      </LegalSection>

      <LegalSection id="amendments" title="8. Changes to these terms">
        <p>
          We may change these terms when our service, our partners or the law changes. The date at the top shows when
          they were last updated. For significant changes we will tell you by e-mail or in the app before they take
          effect. Changes do not apply to orders placed before they take effect. If you keep using Zaika after a change
          takes effect, you accept the changed terms; if you do not accept them, you may close your account.
        </p>
      </LegalSection>

      <LegalSection id="contact" title="9. Contact and grievances">
        <p>
          For questions about these terms, write to <SupportEmailLink /> or use the form on our{" "}
          <Link to={paths.contactUs.getHref()}>Contact Us</Link> page. Complaints are handled by our Grievance Officer,
          whose details are in <Link to={`${paths.privacyPolicy.getHref()}#grievance`}>our Privacy Policy</Link>. We
          acknowledge a complaint within {GRIEVANCE.acknowledgeHours} hours and resolve it within one month (
          {GRIEVANCE.resolveDays} days) of receiving it.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
