/** Saved cards: at most one ACTIVE card per user and billing agent (the one the screen shows). */
import {
  type BILLING_AGENTS,
  ERROR_CODES,
  type PAYMENT_METHOD_STATUSES,
  type PaymentMethod,
} from '@hearth/data';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { paymentMethods } from '../../db/schema';
import { ApiError, badRequest } from '../../errors';
import { sha256 } from '../../security/tokens';

type Row = typeof paymentMethods.$inferSelect;
type BillingAgent = (typeof BILLING_AGENTS)[number];
type Status = (typeof PAYMENT_METHOD_STATUSES)[number];

export function toPaymentMethod(row: Row): PaymentMethod {
  return {
    paymentMethodId: row.paymentMethodId,
    card: {
      cardType: row.cardType,
      lastFour: row.lastFour,
      expiryMonth: row.expiryMonth,
      expiryYear: row.expiryYear,
    },
    status: row.status as Status,
    billingAgent: row.billingAgent as BillingAgent,
  };
}

export async function activeCard(db: Queryable, userId: number, billingAgent: BillingAgent) {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.userId, userId),
        eq(paymentMethods.billingAgent, billingAgent),
        eq(paymentMethods.status, 'ACTIVE'),
      ),
    )
    .orderBy(desc(paymentMethods.paymentMethodId))
    .limit(1);
  return row ?? null;
}

const deactivateOthers = (tx: Queryable, userId: number, billingAgent: BillingAgent, keep = 0) =>
  tx
    .update(paymentMethods)
    .set({ status: 'INACTIVE' })
    .where(
      and(
        eq(paymentMethods.userId, userId),
        eq(paymentMethods.billingAgent, billingAgent),
        eq(paymentMethods.status, 'ACTIVE'),
        ne(paymentMethods.paymentMethodId, keep),
      ),
    );

/** Saves a card as the active one; call inside a transaction. A token is accepted only once. */
export async function saveCard(
  tx: Queryable,
  input: {
    userId: number;
    billingAgent: BillingAgent;
    paymentProcessor: string;
    token: string;
    card: PaymentMethod['card'];
  },
) {
  const tokenHash = sha256(input.token);
  const [used] = await tx
    .select({ id: paymentMethods.paymentMethodId })
    .from(paymentMethods)
    .where(eq(paymentMethods.tokenHash, tokenHash));
  if (used) {
    const message = 'This card token was already used.';
    throw badRequest(message, { creditCardToken: [message] });
  }
  await deactivateOthers(tx, input.userId, input.billingAgent);
  const [row] = await tx
    .insert(paymentMethods)
    .values({
      userId: input.userId,
      billingAgent: input.billingAgent,
      paymentProcessor: input.paymentProcessor,
      tokenHash,
      ...input.card,
      status: 'ACTIVE',
    })
    .returning();
  if (!row) throw new Error('insert returned no payment method');
  return row;
}

/** Changes a card's status; ACTIVE makes the user's other cards of that agent INACTIVE. */
export async function setCardStatus(
  tx: Queryable,
  input: { userId: number; paymentMethodId: number; billingAgent: BillingAgent; status: Status },
) {
  const [card] = await tx
    .select()
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.paymentMethodId, input.paymentMethodId),
        eq(paymentMethods.userId, input.userId),
        eq(paymentMethods.billingAgent, input.billingAgent),
      ),
    );
  if (!card) throw new ApiError(404, ERROR_CODES.notFound, 'Payment method not found.');
  if (input.status === 'ACTIVE') {
    await deactivateOthers(tx, input.userId, input.billingAgent, input.paymentMethodId);
  }
  const [row] = await tx
    .update(paymentMethods)
    .set({ status: input.status })
    .where(eq(paymentMethods.paymentMethodId, input.paymentMethodId))
    .returning();
  if (!row) throw new Error('update returned no payment method');
  return row;
}
