import { siteConfig } from "@/lib/config/site";
import { disclosureClauses, orderClauses, orderPaths, type OrderView, type SigningField } from "@/lib/orders";
import { ClauseList } from "./order-terms";
import { SignOrderForm } from "./sign-order-form";

type Props = { token: string; view: OrderView; errors: Partial<Record<SigningField, string>> };

function Signed({ token, view }: { token: string; view: Extract<OrderView, { kind: "signed" }> }) {
  const { signed } = view;
  return (
    <>
      <p className="mt-2">
        Signed by <strong>{signed.signerName}</strong>. Nothing has been charged. A copy is in your e-mail.
      </p>
      <p className="mt-2">
        <a className="font-semibold underline" href={orderPaths(token).signedPdf}>
          Download your signed order (PDF)
        </a>
      </p>
      <details className="mt-4">
        <summary className="cursor-pointer font-semibold">The order you signed</summary>
        <div className="mt-3">
          <ClauseList clauses={orderClauses(signed.order)} />
        </div>
      </details>
    </>
  );
}

function ToSign({ token, view, errors }: Props & { view: Extract<OrderView, { kind: "to-sign" }> }) {
  if (view.windowPassed) {
    return <p className="mt-2">This order’s pickup window has passed. Please call us to agree a new window.</p>;
  }
  return (
    <>
      <p className="mt-2 text-sm">Read your order, then sign it below. Nothing is charged when you sign.</p>
      <div className="mt-4 rounded-xl border border-line bg-surface-2 p-4">
        <ClauseList clauses={orderClauses(view.order)} />
      </div>
      <section id="sign" aria-labelledby="disclosure-title" className="mt-6">
        <h3 id="disclosure-title" className="text-lg font-bold">
          Agreeing electronically
        </h3>
        <p className="mt-1 text-sm">
          The law (the E-SIGN Act) asks us to tell you this before you sign online. The same text is in the{" "}
          <a className="font-semibold underline" href={orderPaths(token).disclosurePdf}>
            consumer disclosure (PDF)
          </a>
          , with the code you type below.
        </p>
        <div className="mt-3">
          <ClauseList clauses={disclosureClauses()} headingLevel={4} />
        </div>
        <SignOrderForm token={token} orderSha256={view.orderSha256} errors={errors} />
      </section>
    </>
  );
}

/** The order to agree to once a window is confirmed: its terms and the signing form, or the signed copy. */
export function OrderAgreement({ token, view, errors }: Props) {
  const phone = siteConfig.phones.main;
  return (
    <section id="order" aria-labelledby="order-title" className="rounded-2xl border border-line bg-surface p-5">
      <h2 id="order-title" className="text-xl font-bold">
        {view.kind === "signed" ? "Your order is signed" : "Your order"}
      </h2>
      {view.kind === "signed" && <Signed token={token} view={view} />}
      {view.kind === "to-sign" && <ToSign token={token} view={view} errors={errors} />}
      {view.kind === "by-phone" && (
        <p className="mt-2">
          An agent agrees the price of this route with you by phone: call{" "}
          <a className="font-semibold underline" href={`tel:${phone.tel}`}>
            {phone.display}
          </a>
          .
        </p>
      )}
    </section>
  );
}
