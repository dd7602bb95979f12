import {
  assignedTasks,
  csatAnswers,
  csatCampaigns,
  csatSurveys,
  experiments,
  helplineNumbers,
  helplines,
  homeAssistantEnrollments,
  maintenanceWindows,
  outboundRoutes,
  proNotificationSettings,
  teamMembers,
  teams,
  trackingNumbers,
} from '../schema';
import type { AreaSeed } from './index';

/** The seeded project whose survey `/csat/project/{projectLifecycleId}` reaches. */
export const SEEDED_PROJECT_SURVEY_PROJECT_ID = '6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';

/** Fixed ids so demo links (`/csat/{surveyId}`) stay the same on every fresh start. */
export const SEEDED_SURVEYS = {
  nps: { surveyId: '3b0f9a52-6c1e-4d7a-9f21-5e8c4b7a1d01', campaignName: 'nps', externalId: 'nps-demo-1' },
  custom: {
    surveyId: '3b0f9a52-6c1e-4d7a-9f21-5e8c4b7a1d02',
    campaignName: 'service-feedback',
    externalId: 'service-demo-1',
  },
  project: {
    surveyId: '3b0f9a52-6c1e-4d7a-9f21-5e8c4b7a1d03',
    campaignName: 'project',
    externalId: SEEDED_PROJECT_SURVEY_PROJECT_ID,
  },
} as const;

export const SEEDED_EXPERIMENTS = {
  active: 'homepage-hero',
  inactive: 'legacy-checkout',
} as const;

const SENTIMENT_ANSWERS = [
  { score: 1, label: 'Very dissatisfied' },
  { score: 2, label: 'Dissatisfied' },
  { score: 3, label: 'Neutral' },
  { score: 4, label: 'Satisfied' },
  { score: 5, label: 'Very satisfied' },
];

const NPS_ANSWERS = Array.from({ length: 11 }, (_, score) => ({
  score,
  label: score === 0 ? 'Not likely' : score === 10 ? 'Very likely' : String(score),
}));

/** Survey campaigns and surveys, experiments, helplines, tracking numbers, teams and the rest. */
export const seedServices: AreaSeed = async (tx, accounts) => {
  // The spec's one window: 15 July 2025 22:00 to 16 July 02:00, UTC-7.
  await tx.insert(maintenanceWindows).values({
    startsAt: new Date('2025-07-15T22:00:00-07:00'),
    endsAt: new Date('2025-07-16T02:00:00-07:00'),
  });
  await tx.insert(csatCampaigns).values([
    {
      campaignName: 'nps',
      campaignType: 'NPS',
      question: 'How likely are you to recommend Hearth to a friend or colleague?',
      answers: NPS_ANSWERS,
    },
    {
      campaignName: 'service-feedback',
      campaignType: 'SENTIMENT',
      question: 'How satisfied are you with Hearth?',
      answers: SENTIMENT_ANSWERS,
    },
    {
      campaignName: 'project',
      campaignType: 'SENTIMENT',
      question: 'How satisfied were you with your project?',
      answers: SENTIMENT_ANSWERS,
    },
  ]);
  for (const survey of Object.values(SEEDED_SURVEYS)) {
    await tx.insert(csatSurveys).values(survey);
    const answers = survey.campaignName === 'nps' ? NPS_ANSWERS : SENTIMENT_ANSWERS;
    await tx.insert(csatAnswers).values(answers.map((answer) => ({ ...answer, surveyId: survey.surveyId })));
  }

  await tx.insert(experiments).values([
    {
      experimentName: SEEDED_EXPERIMENTS.active,
      active: true,
      variants: [
        { name: 'control', weight: 50 },
        { name: 'variant', weight: 50 },
      ],
    },
    {
      experimentName: SEEDED_EXPERIMENTS.inactive,
      active: false,
      variants: [
        { name: 'control', weight: 50 },
        { name: 'one-page', weight: 50 },
      ],
    },
  ]);

  const day = 24 * 60 * 60_000;
  await tx.insert(assignedTasks).values([
    {
      userId: accounts.homeowner,
      title: 'Confirm the plumber visit',
      description: 'Pick one of the times the pro offered.',
      status: 'OPEN',
      dueDate: new Date(Date.now() + 3 * day),
      projectLifecycleId: SEEDED_PROJECT_SURVEY_PROJECT_ID,
    },
    {
      userId: accounts.homeowner,
      title: 'Upload photos of the kitchen',
      description: 'Photos help pros quote accurately.',
      status: 'IN_PROGRESS',
      dueDate: null,
      projectLifecycleId: null,
    },
    {
      userId: accounts.homeowner,
      title: 'Review your move-in checklist',
      description: '',
      status: 'DONE',
      dueDate: new Date(Date.now() - 2 * day),
      projectLifecycleId: null,
    },
  ]);

  await tx.insert(outboundRoutes).values([
    { userId: accounts.homeowner, kind: 'HA', name: 'Home assistant line', phoneNumber: '+12065550142' },
    { userId: accounts.pro, kind: 'PA', name: 'Pro assistant line', phoneNumber: '+12065550143' },
    {
      userId: accounts.pro,
      kind: 'PA',
      name: 'After-hours line',
      phoneNumber: '+12065550144',
      active: false,
    },
  ]);

  const [helpline] = await tx
    .insert(helplines)
    .values([
      { companyId: accounts.companies.pro, name: 'Priya Plumbing support line' },
      { companyId: accounts.companies.companyOff, name: 'Quiet Carpentry support line' },
    ])
    .returning();
  if (!helpline) throw new Error('helpline insert returned nothing');
  await tx.insert(helplineNumbers).values([
    { helplineId: helpline.helplineId, areaCode: '206', phoneNumber: '+12065550100' },
    { helplineId: helpline.helplineId, areaCode: '312', phoneNumber: '+13125550100' },
  ]);

  await tx.insert(trackingNumbers).values([
    {
      companyId: accounts.companies.pro,
      phoneNumber: '+12065550150',
      forwardToNumber: '+12065550199',
      source: 'profile-page',
    },
    {
      companyId: accounts.companies.companyOff,
      phoneNumber: '+15035550150',
      forwardToNumber: '+15035550199',
      source: 'search-listing',
    },
  ]);

  await tx.insert(homeAssistantEnrollments).values({
    homeownerUserId: accounts.homeowner,
    status: 'ENROLLED',
    planName: 'Home Assistant Plus',
    enrolledAt: new Date(Date.UTC(2025, 0, 15)),
  });

  await tx.insert(proNotificationSettings).values([
    { userId: accounts.pro, notificationType: 'NEW_REVIEW', channel: 'SMS', enabled: false },
    { userId: accounts.pro, notificationType: 'BILLING', channel: 'PUSH', enabled: false },
  ]);

  const [crew, quiet] = await tx
    .insert(teams)
    .values([
      { name: 'Priya Plumbing crew', companyId: accounts.companies.pro },
      { name: 'Quiet Carpentry crew', companyId: accounts.companies.companyOff },
    ])
    .returning();
  if (!crew || !quiet) throw new Error('team insert returned nothing');
  await tx.insert(teamMembers).values([
    { teamId: crew.teamId, userId: accounts.pro, role: 'OWNER' },
    { teamId: crew.teamId, userId: accounts.inspector, role: 'MEMBER' },
    { teamId: quiet.teamId, userId: accounts.companyOff, role: 'OWNER' },
  ]);
};
