import { Button } from "@/components/ui/button";
import { Field, FieldError, controlClass, errorIdOf } from "@/components/ui/field";
import { DISCLOSURE_CODE_LENGTH, SIGNER_NAME_MAX, orderPaths, type SigningField } from "@/lib/orders";

type Props = { token: string; orderSha256: string; errors: Partial<Record<SigningField, string>> };

/**
 * The signing form: a plain HTML form the server answers with a redirect (no script on the page for it), so it
 * works with the keyboard alone and before or without any JavaScript. Errors come back beside their fields.
 */
export function SignOrderForm({ token, orderSha256, errors }: Props) {
  const codeError = errors.disclosure_code;
  return (
    <form method="post" action={orderPaths(token).sign} className="mt-6 space-y-5" noValidate>
      <input type="hidden" name="order_sha256" value={orderSha256} />
      {errors.order_sha256 && <p className="text-sm font-medium text-danger">{errors.order_sha256}</p>}
      <Field id="disclosure_code" label="Code from the disclosure PDF" error={codeError}>
        {(aria) => (
          <input
            {...aria}
            name="disclosure_code"
            className={`${controlClass} max-w-48 font-mono tracking-widest uppercase`}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            maxLength={DISCLOSURE_CODE_LENGTH + 2}
            aria-describedby={[aria["aria-describedby"], "disclosure_code-hint"].filter(Boolean).join(" ")}
          />
        )}
      </Field>
      <p id="disclosure_code-hint" className="-mt-3 text-sm text-muted">
        Open the disclosure PDF above: typing its code shows you can open your signed order, which is a PDF too.
      </p>
      <Field id="full_name" label="Your full name (your signature)" error={errors.full_name}>
        {(aria) => (
          <input
            {...aria}
            name="full_name"
            className={controlClass}
            autoComplete="name"
            required
            maxLength={SIGNER_NAME_MAX}
          />
        )}
      </Field>
      <div>
        <div className="flex items-start gap-3">
          <input
            id="agree"
            name="agree"
            type="checkbox"
            value="yes"
            required
            className="mt-1 h-5 w-5 accent-[var(--brand)]"
            {...(errors.agree ? { "aria-invalid": true, "aria-describedby": errorIdOf("agree") } : {})}
          />
          <label htmlFor="agree" className="text-sm">
            I have read the order above and the consumer disclosure, I consent to electronic records, and I sign this
            order by typing my name.
          </label>
        </div>
        <FieldError id="agree" error={errors.agree} />
      </div>
      <Button type="submit">Sign the order</Button>
      <p className="text-sm text-muted">Nothing is charged when you sign.</p>
    </form>
  );
}
