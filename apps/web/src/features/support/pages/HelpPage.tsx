/** Help & FAQs (spec §2 Static pages): answers by topic, then the same message form and contact details. */
import {
  ADULT_AGE_YEARS,
  CANCELLATION,
  EXPRESS_DELIVERY_MINUTES,
  OTP,
  REFUND_TIMELINES,
  SUPPORT_REPLY_PROMISE,
} from "@zaika/contract/constants";
import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { SupportEmailLink } from "../../../components/support/SupportContactLinks";
import { paths } from "../../../config/paths";
import { useTitle } from "../../../lib/use-title";
import { ContactDetails } from "../components/ContactDetails";
import { SupportForm } from "../components/SupportForm";

const linkClassName = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800";

type Faq = { question: string; answer: ReactNode };
type Topic = { id: string; title: string; faqs: Faq[] };

function refundTimelinesText(): string {
  return REFUND_TIMELINES.map((timeline) => `${timeline.method}: ${timeline.businessDays} business days`).join("; ");
}

const TOPICS: Topic[] = [
  {
    id: "ordering",
    title: "Ordering",
    faqs: [
      {
        question: "How do I place an order?",
        answer: (
          <p>
            Set your delivery location at the top of the page, choose a restaurant that delivers to you and add dishes
            to your cart. In the cart, check your delivery address, choose to pay online or by cash on delivery, and
            place the order. You will see a confirmation with your order number straight away.
          </p>
        ),
      },
      {
        question: "Can I cancel my order?",
        answer: (
          <p>
            Yes. Cancelling is free within {CANCELLATION.freeWindowSeconds} seconds of placing the order. After that you
            can cancel until a delivery partner picks it up, with a fee that depends on how far the restaurant has got
            (see the{" "}
            <Link to={`${paths.cancellationAndRefund.getHref()}#fee-schedule`} className={linkClassName}>
              cancellation fee schedule
            </Link>
            ). Once an order is Out for Delivery it can no longer be cancelled. A scheduled order can be cancelled free
            up to {CANCELLATION.preOrderFreeCancelMinutes} minutes before its scheduled time.
          </p>
        ),
      },
      {
        question: "Can I change my order after placing it?",
        answer: (
          <p>
            The restaurant starts preparing your food quickly, so orders cannot be edited once placed. If you spot a
            mistake, cancel within the free {CANCELLATION.freeWindowSeconds} seconds and order again. To add a delivery
            instruction, contact us and we will pass it on.
          </p>
        ),
      },
      {
        question: "Something is missing or wrong in my order. What should I do?",
        answer: (
          <p>
            We are sorry. Send us a message below with your order number and, if you can, a photograph. We check with
            the restaurant and refund the affected items, or the whole order if it cannot be eaten.
          </p>
        ),
      },
    ],
  },
  {
    id: "payments",
    title: "Payments",
    faqs: [
      {
        question: "Which payment methods can I use?",
        answer: (
          <p>
            You can pay online by UPI, debit or credit card (Visa, Mastercard and RuPay), net banking or wallet through
            our payment gateway, Razorpay. Cash on delivery is available at restaurants that accept it.
          </p>
        ),
      },
      {
        question: "Is it safe to pay on Zaika?",
        answer: (
          <p>
            Yes. Card numbers, CVVs and UPI PINs are entered on Razorpay's secure page and go straight to your bank.
            Zaika never sees or stores them.
          </p>
        ),
      },
      {
        question: "Why is GST added to my bill?",
        answer: (
          <p>
            Food ordered through a delivery platform is taxed under GST. The rate and amount are shown at checkout,
            together with packaging and delivery charges, before you pay, and you receive a tax invoice for every order.
          </p>
        ),
      },
      {
        question: "Money was debited but my order was not placed.",
        answer: (
          <p>
            Don't worry: a payment that did not result in an order is reversed automatically to the account it came from
            ({refundTimelinesText()}). If it has not arrived by then, write to us with the date and amount.
          </p>
        ),
      },
    ],
  },
  {
    id: "refunds",
    title: "Refunds",
    faqs: [
      {
        question: "How long does a refund take?",
        answer: (
          <p>
            We start the refund as soon as an order is cancelled or a refund is approved. It then reaches you in{" "}
            {refundTimelinesText()}, depending on your bank.
          </p>
        ),
      },
      {
        question: "Where will my refund go?",
        answer: (
          <p>
            Always to the original payment method: the UPI account, card, bank account or wallet you paid with.
            Cash-on-delivery orders cancelled before delivery have nothing to refund, as nothing was paid. Read the full{" "}
            <Link to={paths.cancellationAndRefund.getHref()} className={linkClassName}>
              Cancellation and Refund Policy
            </Link>
            .
          </p>
        ),
      },
      {
        question: "When do I get a full refund?",
        answer: (
          <p>
            Whenever the cancellation was not your doing: if the restaurant declines or cannot prepare your order, if no
            delivery partner is available, or if we cancel it for a technical reason. A cancellation within{" "}
            {CANCELLATION.freeWindowSeconds} seconds of ordering is also refunded in full.
          </p>
        ),
      },
    ],
  },
  {
    id: "delivery",
    title: "Delivery",
    faqs: [
      {
        question: "How long will delivery take?",
        answer: (
          <p>
            The estimate is shown before you order and depends on the restaurant's preparation time and the distance.
            With Express Delivery, restaurants near you aim to deliver within {EXPRESS_DELIVERY_MINUTES} minutes.
          </p>
        ),
      },
      {
        question: "Where do you deliver, and what does it cost?",
        answer: (
          <p>
            We deliver across India, within the delivery area of each restaurant; only restaurants that deliver to your
            location are shown. The delivery charge, any minimum order and any free-delivery threshold are set by the
            restaurant and shown in your cart before you pay. See the{" "}
            <Link to={`${paths.termsAndConditions.getHref()}#delivery`} className={linkClassName}>
              delivery details in our terms
            </Link>
            .
          </p>
        ),
      },
      {
        question: "How can I help the delivery partner find me?",
        answer: (
          <p>
            Save your address with the PIN code and a landmark, keep your phone reachable, and add instructions such as
            a gate or flat number in the delivery instructions.
          </p>
        ),
      },
    ],
  },
  {
    id: "account",
    title: "Account",
    faqs: [
      {
        question: "How do I sign in?",
        answer: (
          <p>
            Enter your 10-digit mobile number and we send you a {OTP.length}-digit one-time password by SMS. It is valid
            for {OTP.ttlSeconds / 60} minutes; if it does not arrive, you can ask for a new one after{" "}
            {OTP.resendAfterSeconds} seconds. Restaurant partners sign in with their e-mail and password.
          </p>
        ),
      },
      {
        question: `Why do I have to be ${ADULT_AGE_YEARS} or older?`,
        answer: (
          <p>
            Zaika is for adults only: you must be {ADULT_AGE_YEARS} or older to create an account and place orders, so
            we ask for your date of birth when you sign up.
          </p>
        ),
      },
      {
        question: "How do I see, correct or delete my personal data?",
        answer: (
          <p>
            You can edit most details in your profile. To get a copy of your data or delete your account, write to{" "}
            <SupportEmailLink className={linkClassName} />. Your rights are explained in our{" "}
            <Link to={`${paths.privacyPolicy.getHref()}#your-rights`} className={linkClassName}>
              Privacy Policy
            </Link>
            .
          </p>
        ),
      },
    ],
  },
];

export default function HelpPage() {
  useTitle("Help & FAQs");

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-gray-900 sm:text-4xl">Help &amp; FAQs</h1>
        <p className="mt-3 text-lg leading-8 text-gray-700">
          Answers to the questions we hear most often. Can't find yours? Send us a message below and we will reply
          within {SUPPORT_REPLY_PROMISE}.
        </p>
      </header>

      <section aria-labelledby="faq-heading" className="mt-10">
        <h2 id="faq-heading" className="text-2xl font-bold tracking-tight text-gray-900">
          Frequently asked questions
        </h2>
        <nav aria-label="FAQ topics" className="mt-4">
          <ul className="flex flex-wrap gap-2">
            {TOPICS.map((topic) => (
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
          {TOPICS.map((topic) => (
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

      <div className="mt-14 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section
          aria-labelledby="help-form-heading"
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200 sm:p-8"
        >
          <h2 id="help-form-heading" className="text-xl font-bold text-gray-900">
            Still need help? Send us a message
          </h2>
          <p className="mt-1 text-sm text-gray-700">All fields are required.</p>
          <div className="mt-6">
            <SupportForm labelledBy="help-form-heading" />
          </div>
        </section>
        <ContactDetails headingId="help-contact-details-heading" />
      </div>
    </div>
  );
}
