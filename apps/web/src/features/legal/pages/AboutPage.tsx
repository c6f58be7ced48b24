/** About Zaika: the mission and the brand (spec §2 Static pages). */
import {
  EXPRESS_DELIVERY_MINUTES,
  SUPPORT_DAYS,
  SUPPORT_HOURS,
  SUPPORT_REPLY_PROMISE,
} from "@zaika/contract/constants";
import { Link } from "react-router";
import { buttonClassName } from "../../../components/ui/Button";
import { paths } from "../../../config/paths";
import { LegalDocument, LegalSection } from "../components/LegalDocument";

export default function AboutPage() {
  return (
    <LegalDocument
      title="About Zaika"
      documentTitle="About Us"
      intro={
        <p className="text-lg">
          <strong>Zaika</strong> (<span lang="hi">ज़ायका</span>) means taste, the flavour that makes a dish memorable. We
          started Zaika with a simple belief: the food you love, from the corner dhaba to the restaurant you save for
          special evenings, should reach you hot, fresh and on time, wherever you are.
        </p>
      }
    >
      <LegalSection id="mission" title="Our mission">
        <p>
          India eats together. Sunday biryani with the family, late-night maggi during exam week, a thali at your desk
          between meetings, dosa for a lazy breakfast: every meal has a story. Our mission is to bring those meals to
          your door with as little fuss as possible, and to help the people who cook and deliver them build thriving
          livelihoods.
        </p>
        <p>
          We do that by being honest and simple. Every price, tax and charge is shown before you pay. Cancelling is free
          for the first moments after you order. Refunds go back where your money came from. And when something goes
          wrong, real people answer, {SUPPORT_HOURS}, {SUPPORT_DAYS}, usually within {SUPPORT_REPLY_PROMISE}.
        </p>
      </LegalSection>

      <LegalSection id="who-we-serve" title="Who we serve">
        <p>
          Zaika is for anyone who is hungry and short on time: students and young professionals, families planning a
          meal together, and anyone who simply wants a good plate of food without cooking tonight. Set your location,
          browse the restaurants that deliver to you, pay the way you like, whether UPI, card, net banking or cash on
          delivery where the restaurant accepts it, and follow your order until it reaches you.
        </p>
      </LegalSection>

      <LegalSection id="express-delivery" title={`Express Delivery in ${EXPRESS_DELIVERY_MINUTES} minutes`}>
        <p>
          Some cravings cannot wait. With Express Delivery, restaurants close to you prepare your food quickly and our
          delivery partners bring it to your doorstep within {EXPRESS_DELIVERY_MINUTES} minutes. We plan routes around
          real kitchen times and real traffic, so the estimate you see is one we mean to keep.
        </p>
      </LegalSection>

      <LegalSection id="restaurant-partners" title="Our restaurant partners">
        <p>
          Our restaurant partners are the heart of Zaika: family-run dhabas, neighbourhood sweet shops, cloud kitchens
          and well-loved restaurants, each licensed under FSSAI and each responsible for the food it serves. We give
          them the tools to reach more customers: a menu they manage themselves, orders that arrive clearly, delivery
          they do not have to arrange, and reports that help them grow. A good meal deserves to be found, and we help
          people find it.
        </p>
      </LegalSection>

      <LegalSection id="delivery-partners" title="Our delivery partners">
        <p>
          Every order ends with a delivery partner at your door, through heat, rain and traffic. They are independent
          partners who choose when they ride. We work to keep their trips efficient and their earnings transparent, and
          we ask you to treat them with the same warmth you would show a guest. A kind word and a clear landmark in your
          address go a long way.
        </p>
      </LegalSection>

      <LegalSection id="talk-to-us" title="Talk to us">
        <p>Questions, feedback or a restaurant you would like to see on Zaika? We would love to hear from you.</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={paths.user.home.getHref()} className={buttonClassName()}>
            Order food now
          </Link>
          <Link to={paths.contactUs.getHref()} className={buttonClassName({ variant: "secondary" })}>
            Contact us
          </Link>
        </div>
      </LegalSection>
    </LegalDocument>
  );
}
