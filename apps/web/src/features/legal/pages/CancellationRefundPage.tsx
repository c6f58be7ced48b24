/** The cancellation and refund policy (spec §2 Static pages, §4, §9): the fee schedule and refund timelines. */
import { CANCELLATION_FEE_SCHEDULE } from "@zaika/contract/cancellation";
import { CANCELLATION, GRIEVANCE, REFUND_TIMELINES, SUPPORT_DAYS, SUPPORT_HOURS } from "@zaika/contract/constants";
import { Link } from "react-router";
import { SupportEmailLink, SupportPhoneLink } from "../../../components/support/SupportContactLinks";
import { paths } from "../../../config/paths";
import { LegalDocument, LegalSection, type PolicyRow, PolicyTable } from "../components/LegalDocument";

const LAST_UPDATED = "2026-11-22";

const TOC = [
  { id: "customer-cancellation", label: "Cancelling an order yourself" },
  { id: "partner-cancellation", label: "Cancellation by the restaurant or by Zaika" },
  { id: "refunds", label: "Refunds" },
  { id: "grievances", label: "Questions and grievances" },
] as const;

const FREE_WINDOW = `${CANCELLATION.freeWindowSeconds} seconds`;

function feeText(feePercent: number): string {
  return feePercent === 0 ? "No fee (free)" : `${feePercent}% of the order value`;
}

export default function CancellationRefundPage() {
  return (
    <LegalDocument
      title="Cancellation and Refund Policy"
      lastUpdated={LAST_UPDATED}
      toc={TOC}
      intro={
        <p>
          Plans change. This policy explains when you can cancel an order placed on Zaika, what it costs at each stage,
          what happens when a restaurant or delivery partner cannot complete your order, and how and when refunds reach
          you. It forms part of our <Link to={paths.termsAndConditions.getHref()}>Terms and Conditions</Link>.
        </p>
      }
    >
      <LegalSection id="customer-cancellation" title="1. Cancelling an order yourself">
        <p>
          Once you place an order, the restaurant starts planning for it, and after it accepts, it starts cooking. The
          later you cancel, the more of that food and work is wasted, so the cancellation fee rises as the order
          progresses:
        </p>
        <ul>
          <li>
            <strong>Free within {FREE_WINDOW}.</strong> You can cancel any order free of charge within {FREE_WINDOW} of
            placing it (for an order paid online, of the payment going through), whatever its status, as long as it has
            not been picked up for delivery. An online order that was never paid can always be cancelled free.
          </li>
          <li>
            <strong>After that, until pickup,</strong> you can still cancel, but a cancellation fee may apply according
            to the schedule below, up to {CANCELLATION.maxFeePercent}% of the order value. The order value is the total
            amount payable for the order, including taxes and charges.
          </li>
          <li>
            <strong>Not once it is Out for Delivery.</strong> When a delivery partner has picked up your order, it can
            no longer be cancelled. If there is a problem with the delivery, please contact us straight away.
          </li>
          <li>
            <strong>Pre-orders</strong> (orders scheduled for a later time) can be cancelled free of charge up to{" "}
            {CANCELLATION.preOrderFreeCancelMinutes} minutes before the scheduled time. After that, the schedule below
            applies.
          </li>
        </ul>

        <PolicyTable
          id="fee-schedule"
          caption={`Cancellation fee schedule (after the first ${FREE_WINDOW})`}
          columns={["Order status when you cancel", "Cancellation fee"]}
          rows={[
            ...CANCELLATION_FEE_SCHEDULE.map((step): PolicyRow => [step.label, feeText(step.feePercent)]),
            ["Out for Delivery, or delivered", "Cannot be cancelled"],
          ]}
        />

        <p>
          The fee depends on your order's status, as shown on its order page, at the moment your cancellation reaches
          us. For an order paid online, any fee is deducted and the rest is refunded as described in{" "}
          <a href="#refunds">section 3</a>. For a cash-on-delivery order you have paid nothing yet, so there is nothing
          to refund; frequent late cancellations of cash-on-delivery orders may lead us to turn off cash on delivery for
          your account.
        </p>
        <p>
          To cancel, call us at <SupportPhoneLink /> ({SUPPORT_HOURS}, {SUPPORT_DAYS}) or, where your order's page
          offers it, choose <strong>Cancel order</strong> there. Either way, we tell you the fee that applies before you
          confirm the cancellation.
        </p>
      </LegalSection>

      <LegalSection id="partner-cancellation" title="2. Cancellation by the restaurant or by Zaika">
        <p>
          You never pay a cancellation fee for a cancellation that was not your doing. You receive a{" "}
          <strong>full refund</strong> of everything you paid if:
        </p>
        <ul>
          <li>
            the restaurant declines your order, or accepts it but cannot fulfil it, for example because an item has run
            out, the kitchen is closing or it is too busy;
          </li>
          <li>
            no delivery partner is available to pick up your order, or your address turns out to be outside the delivery
            area;
          </li>
          <li>
            we cancel the order because of a technical fault, a price shown in clear error, or an event beyond anyone's
            control such as severe weather or local restrictions.
          </li>
        </ul>
        <p>
          We will tell you on screen and by SMS as soon as an order is cancelled, and the refund starts at once. If your
          order arrives with items missing, wrong, spilled or damaged, tell us with your order number and, where
          possible, a photograph: after checking with the restaurant, we refund the affected items or, where the whole
          order is unusable, the whole order.
        </p>
      </LegalSection>

      <LegalSection id="refunds" title="3. Refunds">
        <p>
          Refunds go back to the <strong>original payment method</strong>: the UPI account, card, bank account or wallet
          you paid with. We start the refund as soon as the order is cancelled or the refund is approved. How long it
          then takes to reach you depends on your bank or payment provider:
        </p>
        <PolicyTable
          id="refund-timelines"
          caption="Refund timelines after the refund is started"
          columns={["Payment method", "Time to reach your account"]}
          rows={REFUND_TIMELINES.map(
            (timeline): PolicyRow => [timeline.method, `${timeline.businessDays} business days`],
          )}
        />
        <ul>
          <li>
            Business days are days on which banks in India are open. A card refund appears as a credit on your card
            statement.
          </li>
          <li>
            <strong>Cash-on-delivery orders</strong> have nothing to refund if they are cancelled before delivery, as no
            money has changed hands. If a refund is due on a delivered cash-on-delivery order, for example for a missing
            item, we pay it to a UPI ID or bank account you give us.
          </li>
          <li>
            If money was debited but the order was not placed, the amount is reversed automatically within the same
            timelines; you do not need to ask.
          </li>
        </ul>
        <p>
          If a refund has not reached you within these timelines, write to <SupportEmailLink /> with your order number.
          We will send you the refund's bank reference number so that your bank can trace it.
        </p>
      </LegalSection>

      <LegalSection id="grievances" title="4. Questions and grievances">
        <p>
          If you disagree with a cancellation fee or a refund decision, contact our support team by e-mail at{" "}
          <SupportEmailLink />, by phone at <SupportPhoneLink /> ({SUPPORT_HOURS}, {SUPPORT_DAYS}) or through the form
          on our <Link to={paths.contactUs.getHref()}>Contact Us</Link> page. Please include your order number.
        </p>
        <p>
          If you are not satisfied with the answer, you can raise a formal grievance with our Grievance Officer, whose
          details are in <Link to={`${paths.privacyPolicy.getHref()}#grievance`}>our Privacy Policy</Link>. We
          acknowledge every grievance within {GRIEVANCE.acknowledgeHours} hours and resolve it within one month (
          {GRIEVANCE.resolveDays} days) of receiving it. You also keep your right to approach the National Consumer
          Helpline (1915) or a consumer commission under the Consumer Protection Act, 2019.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
