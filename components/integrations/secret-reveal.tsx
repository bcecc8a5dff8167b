// A signing secret, shown once (at creation or rotation): the shared ShownOnce with its words.
import { ShownOnce } from "@/components/shown-once";

const HINT =
  "Copy it now and store it with your receiver: it is not shown again. Verify each post's webhook-signature with it (Standard Webhooks).";

export function SecretReveal({ title, secret, onDone }: { title: string; secret: string; onDone: () => void }) {
  return <ShownOnce title={title} label="Signing secret" value={secret} hint={HINT} onDone={onDone} />;
}
