/**
 * Fixtures of the taxonomy, companies, services, experiments, analytics, survey and balances
 * resources. Expected values come from the seed's own data where it has them.
 */
import { expect } from 'vitest';
import { biUserActions } from '../../apps/api/src/db/schema';
import { PRO_COVERAGE, PRO_DOCUMENTS, PRO_REVIEWS } from '../../apps/api/src/db/seed/data/companies';
import { COST_GUIDES, FEATURED_CITIES, MONTHLY_ADVICE_TILES } from '../../apps/api/src/db/seed/data/header';
import {
  HEADER_SERVICE_TYPE_LINKS,
  SERVICE_TYPES,
  TRADE_GROUPS,
  TRADES,
} from '../../apps/api/src/db/seed/data/taxonomy';
import {
  SEEDED_EXPERIMENTS,
  SEEDED_PROJECT_SURVEY_PROJECT_ID,
  SEEDED_SURVEYS,
} from '../../apps/api/src/db/seed/services';
import { matchHeaderLink } from '../../packages/data/src/selectors/headerLinks';
import type { FixtureTable } from './everyResource.support';

const activeServiceTypeIds = SERVICE_TYPES.filter(([, , , active]) => active).map(([id]) => id);
const plumbingServiceTypeIds = SERVICE_TYPES.filter(([, , trade]) => trade === 101).map(([id]) => id);
const visibleProReviews = PRO_REVIEWS.filter((review) => review.visible);

export const taxonomyFixtures = {
  'tradeTaxonomy.read': {
    as: 'visitor',
    input: () => ({ flat: false }),
    check: ({ tradeTypes }) => {
      expect(tradeTypes.map((group) => group.id)).toEqual(TRADE_GROUPS.map((group) => group.id));
      const plumbing = tradeTypes.flatMap((group) => group.children ?? []).find((trade) => trade.id === 101);
      expect(plumbing).toMatchObject({
        name: 'Plumbing',
        parentId: 1003,
        serviceTypeIds: plumbingServiceTypeIds,
      });
    },
  },
  'serviceTaxonomy.create': {
    as: 'visitor',
    input: () => ({ serviceTypeIds: [12, 1, 9_999] }),
    check: ({ serviceTypes }) => {
      expect(serviceTypes.map((type) => type.id)).toEqual([1, 12]);
      expect(serviceTypes[0]).toEqual({
        id: 1,
        displayName: 'Repair a Plumbing Leak',
        serviceId: 101,
        actorSingular: 'plumber',
        actorPlural: 'plumbers',
        activeDemand: true,
      });
    },
  },
  'serviceTaxonomy.read': {
    // flat=true keeps the service types with active demand only.
    as: 'visitor',
    input: () => ({ flat: true }),
    check: ({ serviceTypes }) => {
      expect(serviceTypes.map((type) => type.id)).toEqual(activeServiceTypeIds);
      expect(activeServiceTypeIds.length).toBeLessThan(SERVICE_TYPES.length);
    },
  },
  'homeServicesById.read': {
    as: 'visitor',
    input: () => ({ homeServiceIds: [6, 2, 9_999] }),
    check: ({ homeServices }) => {
      expect(
        homeServices.map(({ id, name, conditional, basePriceInCents }) => [
          id,
          name,
          conditional,
          basePriceInCents,
        ]),
      ).toEqual([
        [2, 'Tank Water Heater Replacement', true, 149_900],
        [6, 'Outlet Installation', true, null],
      ]);
    },
  },
  'hearthHomeServices.read': {
    // Los Angeles (postal prefix 900) has its own market price for the leak repair visit.
    as: 'visitor',
    input: () => ({ serviceTypeId: 1, postalCode: '90012' }),
    check: ({ homeServices }) => {
      expect(homeServices).toHaveLength(1);
      expect(homeServices[0]).toMatchObject({
        id: 1,
        name: 'Leak Repair Visit',
        basePriceInCents: 18_900,
        managedPrice: { priceInCents: 22_900, priceUnit: 'JOB', marketPostalPrefix: '900' },
      });
    },
  },
  'coverageByProvider.read': {
    as: 'visitor',
    input: ({ ids }) => ({ providerId: ids.companies.pro }),
    check: (coverage, { ids }) => {
      const unconditional = PRO_COVERAGE.filter(([, conditional]) => !conditional).map(([id]) => id);
      expect(coverage).toEqual({ providerId: ids.companies.pro, serviceIds: unconditional });
    },
  },
  'headerData.read': {
    as: 'visitor',
    input: () => ({}),
    check: ({ links, costGuides, featuredCities, adviceTiles }) => {
      expect(costGuides).toHaveLength(41);
      expect(costGuides.map((guide) => guide.name)).toEqual(COST_GUIDES.map(([, name]) => name));
      expect(costGuides[0]).toEqual({
        name: 'Roof Replacement Cost',
        slug: 'roof-replacement',
        href: '/project-cost/roof-replacement',
      });
      expect(featuredCities.map((city) => city.slug)).toEqual(FEATURED_CITIES.map(([slug]) => slug));
      expect(adviceTiles.monthly.map((tile) => tile.title)).toEqual(
        MONTHLY_ADVICE_TILES.map((tile) => tile.title),
      );
      expect(links).toHaveLength(
        TRADES.length + Math.min(HEADER_SERVICE_TYPE_LINKS, activeServiceTypeIds.length),
      );
      expect(matchHeaderLink(links, { serviceId: 101 })).toMatchObject({
        name: 'Plumbers',
        proType: 'COMPANY_TYPE',
        href: '/near-me/plumbers',
      });
      // Trades without a near-me page and service types link to paths ending in cp and cs.
      expect(matchHeaderLink(links, { serviceTypeKey: 111 })?.href).toBe('/window-installers/111cp');
      expect(matchHeaderLink(links, { serviceTypeKey: 1 })).toMatchObject({
        name: 'Repair a Plumbing Leak',
        proType: 'SERVICE_TYPE',
        href: '/repair-a-plumbing-leak/1cs',
      });
    },
  },
} satisfies Partial<FixtureTable>;

export const companiesFixtures = {
  'backgroundCheckServiceV2.read': {
    as: 'pro',
    input: ({ ids }) => ({ companyId: ids.companies.pro }),
    check: (check, { ids }) => {
      expect(check).toMatchObject({ companyId: ids.companies.pro, status: 'PASSED' });
      expect(Date.parse(check.expiresAt ?? '')).toBeGreaterThan(Date.now());
    },
  },
  'publishCompanyService.read': {
    // The roofing company has published nothing, so it is left out.
    as: 'visitor',
    input: ({ ids }) => ({ companyIds: [ids.companies.pro, ids.companies.roofing] }),
    check: ({ documents }, { ids }) => {
      expect(Object.keys(documents)).toEqual([String(ids.companies.pro)]);
      const profile = documents[ids.companies.pro];
      expect(profile?.root?.kind).toBe('ROOT');
      expect(profile?.documents.map(({ kind, title }) => [kind, title])).toEqual(
        PRO_DOCUMENTS.map(({ kind, title }) => [kind, title]),
      );
      expect(profile?.documents.every((document) => document.parentId === profile.root?.documentId)).toBe(
        true,
      );
    },
  },
  'userCompanyService.read': {
    // Only the caller's own company comes back.
    as: 'pro',
    input: ({ ids }) => ({ companyIds: [ids.companies.pro, ids.companies.quiet] }),
    check: ({ companies }, { ids }) => {
      expect(companies).toEqual([
        {
          hearthCompanyId: ids.companies.pro,
          name: 'Priya Plumbing & Heating',
          seoUrl: '/c/priya-plumbing-heating',
          users: [
            {
              userId: ids.users.pro,
              hearthUserId: ids.users.pro,
              firstName: 'Priya',
              email: 'pro@hearth.test',
            },
          ],
        },
      ]);
    },
  },
  'proResponsivenessBulk.create': {
    as: 'visitor',
    input: ({ ids }) => ({ companyIds: [ids.companies.roofing, ids.companies.pro, ids.companies.quiet] }),
    check: ({ responsiveness }, { ids }) => {
      const byCompany = new Map(responsiveness.map((row) => [row.companyId, row]));
      expect(responsiveness.map((row) => row.companyId)).toEqual(
        [ids.companies.pro, ids.companies.quiet, ids.companies.roofing].sort((a, b) => a - b),
      );
      // 38 of 40 leads answered, median 22 minutes: highly responsive.
      expect(byCompany.get(ids.companies.pro)).toMatchObject({
        responseRatePercent: 95,
        medianResponseMinutes: 22,
        highlyResponsive: true,
      });
      expect(byCompany.get(ids.companies.quiet)).toMatchObject({
        responseRatePercent: 58,
        highlyResponsive: false,
      });
      expect(byCompany.get(ids.companies.roofing)?.responseRatePercent).toBeNull();
    },
  },
  'preferenceCompanyService.read': {
    as: 'pro',
    input: ({ ids }) => ({ companyId: ids.companies.pro }),
    check: (preferences, { ids }) => {
      expect(preferences).toEqual({
        companyId: ids.companies.pro,
        dto: {
          askAProWebNotificationsEnabled: true,
          leadEmailNotificationsEnabled: true,
          leadSmsNotificationsEnabled: true,
          weeklySummaryEmailEnabled: true,
        },
      });
    },
  },
  'companyReviewSummaryService.read': {
    as: 'visitor',
    input: ({ ids }) => ({ companyId: ids.companies.pro }),
    check: (summary) => {
      const total = visibleProReviews.reduce((sum, review) => sum + review.rating, 0);
      expect(summary.reviewCount).toBe(visibleProReviews.length);
      expect(summary.averageRating).toBe(Math.round((total / visibleProReviews.length) * 10) / 10);
      expect(summary.ratingCounts).toEqual(
        [1, 2, 3, 4, 5].map((rating) => ({
          rating,
          count: visibleProReviews.filter((review) => review.rating === rating).length,
        })),
      );
    },
  },
  'reviewService.read': {
    // The company's own pro may ask for hidden reviews too.
    as: 'pro',
    input: ({ ids }) => ({ companyId: ids.companies.pro, onlyVisible: false, limit: 3 }),
    check: (page, { ids }) => {
      expect(page).toMatchObject({
        companyId: ids.companies.pro,
        offset: 0,
        limit: 3,
        total: PRO_REVIEWS.length,
      });
      const newest = [...PRO_REVIEWS].sort((a, b) => a.daysAgo - b.daysAgo).slice(0, 3);
      expect(page.reviews.map(({ title, visible }) => [title, visible])).toEqual(
        newest.map(({ title, visible }) => [title, visible]),
      );
    },
  },
} satisfies Partial<FixtureTable>;

export const servicesFixtures = {
  'assignedTasks.read': {
    as: 'homeowner',
    input: ({ me }) => ({ userId: me().userId }),
    check: ({ tasks }) => {
      expect(tasks.map(({ title, status }) => [title, status])).toEqual([
        ['Confirm the plumber visit', 'OPEN'],
        ['Upload photos of the kitchen', 'IN_PROGRESS'],
        ['Review your move-in checklist', 'DONE'],
      ]);
      expect(tasks[0]?.projectLifecycleId).toBe(SEEDED_PROJECT_SURVEY_PROJECT_ID);
    },
  },
  'haOutboundRoutes.read': {
    as: 'homeowner',
    input: ({ me }) => ({ userId: me().userId }),
    check: ({ routes }) => {
      expect(routes.map(({ name, phoneNumber, active }) => ({ name, phoneNumber, active }))).toEqual([
        { name: 'Home assistant line', phoneNumber: '+12065550142', active: true },
      ]);
    },
  },
  'paOutboundRoutes.read': {
    as: 'pro',
    input: ({ me }) => ({ userId: me().userId }),
    check: ({ routes }) => {
      expect(routes.map(({ name, active }) => [name, active])).toEqual([
        ['Pro assistant line', true],
        ['After-hours line', false],
      ]);
    },
  },
  'helpline.read': {
    as: 'pro',
    input: ({ ids }) => ({ helplineId: ids.helplines.pro }),
    check: (helpline, { ids }) => {
      expect(helpline).toMatchObject({
        companyId: ids.companies.pro,
        name: 'Priya Plumbing support line',
        active: true,
      });
      expect(helpline.numbers.map(({ areaCode, phoneNumber }) => [areaCode, phoneNumber])).toEqual(
        expect.arrayContaining([
          ['206', '+12065550100'],
          ['312', '+13125550100'],
        ]),
      );
    },
  },
  'helplineNumberByAreaCode.update': {
    // No number in 415 yet: the first free one of the fictional 555-01xx block is provisioned.
    as: 'pro',
    input: ({ ids }) => ({ helplineId: ids.helplines.pro, areaCode: '415' }),
    check: async (number, { client, ids }) => {
      expect(number).toMatchObject({
        helplineId: ids.helplines.pro,
        areaCode: '415',
        phoneNumber: '+14155550100',
      });
      const read = await client.resources.helplineNumberById.read({
        helplineNumberId: number.helplineNumberId,
      });
      expect(read).toEqual(number);
    },
  },
  'helplineNumberById.read': {
    as: 'pro',
    input: ({ ids }) => ({ helplineNumberId: ids.helplineNumbers.pro206 }),
    check: (number, { ids }) => {
      expect(number).toEqual({
        helplineNumberId: ids.helplineNumbers.pro206,
        helplineId: ids.helplines.pro,
        areaCode: '206',
        phoneNumber: '+12065550100',
      });
    },
  },
  'homeAssistantEnrollment.read': {
    as: 'homeowner',
    input: ({ me }) => ({ homeownerUserId: me().userId }),
    check: (enrollment, { ids }) => {
      expect(enrollment).toEqual({
        homeownerUserId: ids.users.homeowner,
        enrolled: true,
        status: 'ENROLLED',
        planName: 'Home Assistant Plus',
        enrolledAt: '2025-01-15T00:00:00.000Z',
      });
    },
  },
  'proNotificationSettings.read': {
    // Every type and channel, on unless the pro turned it off (two are).
    as: 'pro',
    input: ({ me }) => ({ userId: me().userId }),
    check: ({ settings }) => {
      expect(settings).toHaveLength(12);
      const off = settings.filter((setting) => !setting.enabled);
      expect(off.map(({ notificationType, channel }) => `${notificationType}/${channel}`).sort()).toEqual([
        'BILLING/PUSH',
        'NEW_REVIEW/SMS',
      ]);
    },
  },
  'team.read': {
    // The inspector is a member of the pro's crew without being in the company.
    as: 'inspector',
    input: ({ ids }) => ({ teamId: ids.teams.proCrew, composite: true }),
    check: (team, { ids }) => {
      expect(team).toMatchObject({
        name: 'Priya Plumbing crew',
        companyId: ids.companies.pro,
        memberCount: 2,
      });
      // By user id: the pro's account was seeded before the inspector's.
      expect(team.members?.map(({ userId, role }) => [userId, role])).toEqual([
        [ids.users.pro, 'OWNER'],
        [ids.users.inspector, 'MEMBER'],
      ]);
    },
  },
  'teamsByUser.read': {
    as: 'pro',
    input: ({ me }) => ({ userId: me().userId }),
    check: ({ teams }, { ids }) => {
      expect(teams).toEqual([
        {
          teamId: ids.teams.proCrew,
          name: 'Priya Plumbing crew',
          companyId: ids.companies.pro,
          role: 'OWNER',
          memberCount: 2,
        },
      ]);
    },
  },
  'trackingNumberById.read': {
    as: 'pro',
    input: ({ ids }) => ({ trackingNumberId: ids.trackingNumbers.pro }),
    check: (number, { ids }) => {
      expect(number).toEqual({
        trackingNumberId: ids.trackingNumbers.pro,
        companyId: ids.companies.pro,
        phoneNumber: '+12065550150',
        forwardToNumber: '+12065550199',
        source: 'profile-page',
        active: true,
      });
    },
  },
  'maintenanceWindows.read': {
    // The spec's one window, 15 July 2025 22:00 to 16 July 02:00 at UTC-7, for everyone.
    as: 'visitor',
    input: () => ({}),
    check: ({ windows }) => {
      expect(windows).toEqual([{ start: '2025-07-16T05:00:00.000Z', end: '2025-07-16T09:00:00.000Z' }]);
    },
  },
} satisfies Partial<FixtureTable>;

export const engagementFixtures = {
  'abTestParticipate.read': {
    as: 'visitor',
    input: ({ unique }) => ({
      experimentName: SEEDED_EXPERIMENTS.active,
      clientId: unique('client'),
      recordImpression: true,
    }),
    check: async (result, { client }, input) => {
      expect(result).toMatchObject({
        experimentName: SEEDED_EXPERIMENTS.active,
        clientId: input.clientId,
        participating: true,
      });
      expect(['control', 'variant']).toContain(result.variant);
      // The variant is stored: asking without enrolling gives the same one.
      const stored = await client.resources.abTestParticipation.read({
        experimentName: input.experimentName,
        clientId: input.clientId,
      });
      expect(stored).toMatchObject({ variant: result.variant, participating: true });
    },
  },
  'abTestParticipation.read': {
    // An inactive experiment gives every client 'control' and enrols nobody.
    as: 'visitor',
    input: ({ unique }) => ({ experimentName: SEEDED_EXPERIMENTS.inactive, clientId: unique('client') }),
    check: (result) => {
      expect(result).toMatchObject({
        experimentName: SEEDED_EXPERIMENTS.inactive,
        variant: 'control',
        participating: false,
      });
    },
  },
  'biUserAction.create': {
    as: 'homeowner',
    input: ({ me }) => ({
      actionType: 'click',
      uiElement: 'header-cost-guide',
      eventUrl: '/',
      requestUrl: '/project-cost/roof-replacement',
      userId: me().userId,
      entity1Name: 'costGuide',
      entity1Value: 'roof-replacement',
      entity2Name: 'position',
      entity2Value: 1,
    }),
    check: async (output, { api, ids }) => {
      expect(output.recorded).toBe(true);
      const rows = await api.database.db.select().from(biUserActions);
      expect(rows.find((row) => row.eventId === output.eventId)).toMatchObject({
        userId: ids.users.homeowner,
        uiElement: 'header-cost-guide',
        entity2Value: '1',
      });
    },
  },
  'csatSurvey.read': {
    as: 'visitor',
    input: () => ({ surveyId: SEEDED_SURVEYS.nps.surveyId }),
    check: (survey) => {
      expect(survey).toMatchObject({
        surveyId: SEEDED_SURVEYS.nps.surveyId,
        campaignType: 'NPS',
        question: 'How likely are you to recommend Hearth to a friend or colleague?',
        submitted: false,
      });
      expect(survey.answers.map((answer) => answer.score)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    },
  },
  'csatSurvey.update': {
    as: 'visitor',
    input: async ({ client }) => {
      const survey = await client.resources.csatSurvey.read({ surveyId: SEEDED_SURVEYS.custom.surveyId });
      const satisfied = survey.answers.find((answer) => answer.label === 'Satisfied');
      return {
        surveyId: survey.surveyId,
        answerId: satisfied?.answerId ?? 0,
        comments: 'Quick and friendly.',
      };
    },
    check: async (survey, { client }) => {
      expect(survey).toMatchObject({
        surveyId: SEEDED_SURVEYS.custom.surveyId,
        campaignType: 'CUSTOM',
        submitted: true,
      });
      expect(
        (await client.resources.csatSurvey.read({ surveyId: SEEDED_SURVEYS.custom.surveyId })).submitted,
      ).toBe(true);
    },
  },
  'csatSurvey.create': {
    as: 'curator',
    input: ({ unique }) => ({
      externalId: unique('project'),
      campaignName: SEEDED_SURVEYS.custom.campaignName,
    }),
    check: async ({ surveyId }, { client }, input) => {
      expect((await client.resources.surveyByExternalId.read(input)).surveyId).toBe(surveyId);
      const survey = await client.resources.csatSurvey.read({ surveyId });
      expect(survey).toMatchObject({ question: 'How satisfied are you with Hearth?', submitted: false });
      expect(survey.answers).toHaveLength(5);
    },
  },
  'surveyByExternalId.read': {
    as: 'visitor',
    input: () => ({
      externalId: SEEDED_SURVEYS.project.externalId,
      campaignName: SEEDED_SURVEYS.project.campaignName,
    }),
    check: (output) => {
      expect(output).toEqual({ surveyId: SEEDED_SURVEYS.project.surveyId });
    },
  },
  'proPointsBalance.read': {
    as: 'pro',
    input: ({ ids }) => ({ companyId: ids.companies.pro }),
    check: (balance, { ids }) => {
      expect(balance).toEqual({ companyId: ids.companies.pro, balanceInPenny: 1_234_567 });
    },
  },
  'proRewardBalance.read': {
    // CURATOR may read any company's balances.
    as: 'curator',
    input: ({ ids }) => ({ companyId: ids.companies.pro }),
    check: (balance, { ids }) => {
      expect(balance).toEqual({ companyId: ids.companies.pro, availableBalance: 250_075 });
    },
  },
} satisfies Partial<FixtureTable>;
