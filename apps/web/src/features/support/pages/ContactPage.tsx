/** Contact Us (spec §2 Static pages): how to reach support, and the message form. */
import { SUPPORT_REPLY_PROMISE } from "@zaika/contract/constants";
import { Link } from "react-router";
import { paths } from "../../../config/paths";
import { useTitle } from "../../../lib/use-title";
import { ContactDetails } from "../components/ContactDetails";
import { SupportForm } from "../components/SupportForm";

export default function ContactPage() {
  useTitle("Contact Us");

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-gray-900 sm:text-4xl">Contact us</h1>
        <p className="mt-3 text-lg leading-8 text-gray-700">
          A problem with an order, a question about a payment or an idea to make Zaika better: we are here to help. Send
          us a message and we will reply within {SUPPORT_REPLY_PROMISE}. Many answers are already on our{" "}
          <Link
            to={paths.help.getHref()}
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            Help &amp; FAQs page
          </Link>
          .
        </p>
      </header>

      <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section
          aria-labelledby="contact-form-heading"
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200 sm:p-8"
        >
          <h2 id="contact-form-heading" className="text-xl font-bold text-gray-900">
            Send us a message
          </h2>
          <p className="mt-1 text-sm text-gray-700">All fields are required.</p>
          <div className="mt-6">
            <SupportForm labelledBy="contact-form-heading" />
          </div>
        </section>
        <ContactDetails headingId="contact-details-heading" />
      </div>
    </div>
  );
}
