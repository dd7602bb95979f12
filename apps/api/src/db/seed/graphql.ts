import { eq } from 'drizzle-orm';
import {
  emailUnsubscribes,
  subscriptionGroups,
  todoItems,
  todoItemTags,
  todoLists,
  todoReminders,
  users,
} from '../schema';
import { DEMO_ACCOUNTS } from './accounts';
import type { AreaSeed } from './index';

type GroupSeed = { shortCode: string; uiName: string; uiDescription: string; children?: GroupSeed[] };

/** The subscription group tree: three levels, NEWSLETTER and MOVE_IN_EXPERIENCE among them. */
export const SUBSCRIPTION_TREE: GroupSeed[] = [
  {
    shortCode: 'HOMEOWNER_UPDATES',
    uiName: 'Homeowner Updates',
    uiDescription: 'News, ideas and advice for your home.',
    children: [
      {
        shortCode: 'NEWSLETTER',
        uiName: 'Newsletter',
        uiDescription: 'Our newsletter with home tips and project ideas.',
        children: [
          { shortCode: 'NEWSLETTER_MONTHLY', uiName: 'Monthly Digest', uiDescription: 'Once a month.' },
          {
            shortCode: 'NEWSLETTER_SEASONAL',
            uiName: 'Seasonal Home Tips',
            uiDescription: 'Maintenance reminders as the seasons change.',
          },
        ],
      },
      {
        shortCode: 'PROJECT_INSPIRATION',
        uiName: 'Project Inspiration',
        uiDescription: 'Ideas and cost guides for projects like yours.',
        children: [
          { shortCode: 'COST_GUIDES', uiName: 'Cost Guides', uiDescription: 'What projects cost near you.' },
          {
            shortCode: 'ADVICE_ARTICLES',
            uiName: 'Advice Articles',
            uiDescription: 'How-tos from our experts.',
          },
        ],
      },
    ],
  },
  {
    shortCode: 'MOVING',
    uiName: 'Moving',
    uiDescription: 'Help before, during and after a move.',
    children: [
      {
        shortCode: 'MOVE_IN_EXPERIENCE',
        uiName: 'Move-In Experience',
        uiDescription: 'Your move-in checklist and reminders.',
        children: [
          { shortCode: 'MOVE_IN_CHECKLIST', uiName: 'Checklist Reminders', uiDescription: 'Tasks due soon.' },
          {
            shortCode: 'MOVE_IN_OFFERS',
            uiName: 'Move-In Offers',
            uiDescription: 'Internet, TV and security deals.',
          },
        ],
      },
    ],
  },
  {
    shortCode: 'PROMOTIONS',
    uiName: 'Promotions',
    uiDescription: 'Offers from us and our partners.',
    children: [
      { shortCode: 'PARTNER_OFFERS', uiName: 'Partner Offers', uiDescription: 'Deals from our partners.' },
      { shortCode: 'SURVEYS', uiName: 'Surveys', uiDescription: 'Tell us how we are doing.' },
    ],
  },
];

/** Groups the demo homeowner is unsubscribed from (a parent whose children are all off is off). */
export const HOMEOWNER_UNSUBSCRIBED = ['NEWSLETTER_SEASONAL', 'PARTNER_OFFERS'];

function flatten(
  groups: GroupSeed[],
  parentShortCode: string | null = null,
): (typeof subscriptionGroups.$inferInsert)[] {
  return groups.flatMap((group, index) => [
    {
      shortCode: group.shortCode,
      parentShortCode,
      uiName: group.uiName,
      uiDescription: group.uiDescription,
      sortOrder: index,
    },
    ...flatten(group.children ?? [], group.shortCode),
  ]);
}

/** Subscription groups, the homeowner's opt-outs and to-do list, and the email-notices flags. */
export const seedGraphql: AreaSeed = async (tx, accounts) => {
  await tx.insert(subscriptionGroups).values(flatten(SUBSCRIPTION_TREE));
  await tx.insert(emailUnsubscribes).values(
    HOMEOWNER_UNSUBSCRIBED.map((shortCode) => ({
      emailAddress: DEMO_ACCOUNTS.homeowner.email,
      shortCode,
      source: 'SUBSCRIPTION_PAGE',
    })),
  );

  // Paperless: the homeowner has chosen e-mail; the pro has not chosen (null, section hidden).
  await tx.update(users).set({ emailNoticesFlag: true }).where(eq(users.userId, accounts.homeowner));
  await tx.update(users).set({ emailNoticesFlag: null }).where(eq(users.userId, accounts.pro));

  const [list] = await tx
    .insert(todoLists)
    .values({ userId: accounts.homeowner, externalIdType: 'MOVE_IN', externalId: 'move-in-2025-homeowner' })
    .returning();
  if (!list) throw new Error('todo list insert returned nothing');
  const items = await tx
    .insert(todoItems)
    .values([
      {
        todoListId: list.todoListId,
        todoText: 'Book a gutter cleaning before the rains',
        notes: 'Ask for the downspout check too.',
        state: 'OPEN',
      },
      {
        todoListId: list.todoListId,
        todoText: 'Get three quotes for the deck repair',
        notes: null,
        state: 'IN_PROGRESS',
      },
      {
        todoListId: list.todoListId,
        todoText: 'Change the smoke detector batteries',
        notes: 'Hallway and kitchen.',
        state: 'DONE',
      },
    ])
    .returning();
  const [gutters, deck] = items;
  if (!gutters || !deck) throw new Error('todo item insert returned nothing');
  await tx.insert(todoItemTags).values([
    { todoItemId: gutters.todoItemId, tagKey: 'serviceType', tagValue: 'Gutter Cleaning' },
    { todoItemId: gutters.todoItemId, tagKey: 'priority', tagValue: 'high' },
    { todoItemId: deck.todoItemId, tagKey: 'serviceType', tagValue: 'Deck Repair' },
  ]);
  await tx.insert(todoReminders).values({
    todoItemId: gutters.todoItemId,
    reminderDate: new Date('2025-10-15T16:00:00.000Z'),
  });
};
