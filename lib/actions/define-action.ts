import "server-only";
// The one door for the portal's writes (decision 105): a server action is its access rule, the
// schema of each argument and a function of typed, parsed input. The helper resolves the caller
// (requireActionCaller: 401 without a session, 403 for another role; ADMIN may call every
// action, as every operation), parses each argument by its schema, runs the function and answers
// through runAction, so every refusal is the API's envelope. Modelled on next-safe-action's
// `actionClient.inputSchema().action()` and its bound-argument schemas: the arguments stay
// positional, so a page calls `updateAgentAction(id, form)` as before.
//
// Where the action does what an API operation does, its rule comes from the operation
// (`fromOperation`): the same roles, the same body schema, the same domain function.
import type { z } from "zod";
import type { ActionResult } from "@/lib/actions/action-result";
import { runAction } from "@/lib/actions/run-action";
import type { Caller, Role } from "@/lib/auth/caller";
import { requireActionCaller } from "@/lib/auth/current-caller";
import { operationKey, type Access } from "@/lib/core/operation";

/** Who may call an action: every signed-in user, or these roles (ADMIN may call every action). */
export type ActionAccess = "signed-in" | readonly Role[];

type Schemas = readonly z.ZodType[];
/** The arguments as the function gets them: each one's schema output. */
type Parsed<S extends Schemas> = { [K in keyof S]: z.output<S[K]> };
/** The arguments as a page passes them: each one's schema input. */
type Raw<S extends Schemas> = { [K in keyof S]: z.input<S[K]> };

export interface ActionRule<S extends Schemas = Schemas> {
  access: ActionAccess;
  /** The schema of each argument, in order (none: the action takes no argument). */
  input: S;
  /** The API operation the action does too ("PUT /api/items/{id}/price"), where there is one. */
  operation?: string;
}

/** What the list of actions (lib/actions/actions.test.ts) reads of every exported action. */
export interface DefinedRule {
  access: ActionAccess;
  operation: string | null;
}

export type DefinedAction<Args extends readonly unknown[], Answer> = ((...args: Args) => Promise<Answer>) & {
  readonly rule: DefinedRule;
};

/** The access and body schema of an operation, for the action that does what it does. */
export function fromOperation<B extends z.ZodType | undefined>(operation: {
  method: string;
  path: string;
  access: Access;
  body?: B;
}): { access: ActionAccess; operation: string; body: B } {
  if (operation.access === "public") throw new Error(`${operationKey(operation)} is public: an action needs a caller`);
  return { access: operation.access, operation: operationKey(operation), body: operation.body as B };
}

/** The caller (by the rule's access) and every argument parsed by its schema, or the ApiError/ZodError that refuses them. */
async function admit<S extends Schemas>(rule: ActionRule<S>, args: readonly unknown[]): Promise<[Caller, Parsed<S>]> {
  const caller = await requireActionCaller(rule.access === "signed-in" ? undefined : rule.access);
  // Each argument is parsed on its own, so a field error's path is the form's (`name`, not `1.name`).
  const parsed = rule.input.map((schema, i) => schema.parse(args[i])) as Parsed<S>;
  return [caller, parsed];
}

function describe(rule: ActionRule): DefinedRule {
  return { access: rule.access, operation: rule.operation ?? null };
}

/**
 * A server action answering ActionResult: `export const xAction = defineAction({ access, input:
 * [schema] }, async (caller, input) => domainFn(caller, input))`.
 */
export function defineAction<const S extends Schemas, T>(
  rule: ActionRule<S>,
  fn: (caller: Caller, ...input: Parsed<S>) => Promise<T>,
): DefinedAction<Raw<S>, ActionResult<T>> {
  const action = async (...args: Raw<S>): Promise<ActionResult<T>> =>
    runAction(async () => {
      const [caller, input] = await admit(rule, args);
      return fn(caller, ...input);
    });
  return Object.assign(action, { rule: describe(rule) });
}

/**
 * A plain form's action (it works before the page's script loads): the function says what was
 * done, and `land` takes the outcome (the same ActionResult) and the arguments, and redirects.
 */
export function defineFormAction<const S extends Schemas>(
  rule: ActionRule<S>,
  fn: (caller: Caller, ...input: Parsed<S>) => Promise<string>,
  land: (outcome: ActionResult<string>, ...args: Raw<S>) => Promise<never>,
): DefinedAction<Raw<S>, void> {
  const action = async (...args: Raw<S>): Promise<void> => {
    const outcome = await runAction(async () => {
      const [caller, input] = await admit(rule, args);
      return fn(caller, ...input);
    });
    await land(outcome, ...args);
  };
  return Object.assign(action, { rule: describe(rule) });
}
