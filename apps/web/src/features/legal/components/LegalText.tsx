/**
 * A text of the `legal` catalog with its inline parts: `<strong>…</strong>`, links to the other policies
 * (`<privacy>`, `<terms>`, `<refund>`, `<contact>`, `<grievance>` = the privacy policy's grievance section) and the
 * support contacts (`<email/>`, `<phone/>`), plus any a page adds (its in-page section links). The policies are long
 * documents: one key per paragraph, list item or table cell, so Hindi can order each sentence its own way.
 */
import type { ReactElement, ReactNode } from "react";
import { Trans } from "../../../components/i18n/Trans";
import { SupportEmailLink, SupportPhoneLink } from "../../../components/support/SupportContactLinks";
import { paths } from "../../../config/paths";
import { Link } from "../../../lib/router";

const COMMON_PARTS: Record<string, ReactElement> = {
  strong: <strong />,
  email: <SupportEmailLink />,
  phone: <SupportPhoneLink />,
  privacy: <Link to={paths.privacyPolicy.getHref()} />,
  terms: <Link to={paths.termsAndConditions.getHref()} />,
  refund: <Link to={paths.cancellationAndRefund.getHref()} />,
  contact: <Link to={paths.contactUs.getHref()} />,
  grievance: <Link to={`${paths.privacyPolicy.getHref()}#grievance`} />,
};

export type LegalTextProps = {
  /** The catalog key, "legal:…". */
  k: string;
  values?: Record<string, unknown>;
  /** Parts of this page only, e.g. `{ s5: <a href="#sharing" /> }`. */
  parts?: Record<string, ReactElement>;
};

/** A link to a section of the same page; its words come from the catalog text around it. */
export function SectionLink({ href, children }: { href: `#${string}`; children?: ReactNode }) {
  return <a href={href}>{children}</a>;
}

/** The text alone (inside a heading, a cell or a sentence of its own element). */
export function LegalText({ k, values, parts }: LegalTextProps) {
  return <Trans i18nKey={k} values={values} components={parts ? { ...COMMON_PARTS, ...parts } : COMMON_PARTS} />;
}

/** A paragraph. */
export function P(props: LegalTextProps) {
  return (
    <p>
      <LegalText {...props} />
    </p>
  );
}

/** A list item. */
export function Li(props: LegalTextProps) {
  return (
    <li>
      <LegalText {...props} />
    </li>
  );
}
