/** Fixtures of the locations, projects, conversations and calls resources. */
import { expect } from 'vitest';
import {
  DEMO_CALL_IDS as CALLS,
  DEMO_CANONICAL_CALL_IDS as CANONICAL,
  DEMO_CONVERSATION_IDS as CONVERSATIONS,
  DEMO_LEDGER as LEDGER,
  DEMO_PROJECT_IDS as PROJECTS,
  uid,
  DEMO_VOICEMAIL_IDS as VOICEMAILS,
} from '../../apps/api/src/domain/projects/demoIds';
import { isProjectActive } from '../../packages/data/src/selectors/projects';
import type { FixtureContext, FixtureTable } from './everyResource.support';

/** A new address in Austin (the seed's market), created by the acting user. */
const newAustinAddress = (ctx: FixtureContext) =>
  ctx.client.resources.locationAddress.create({
    streetLine1: '500 E 5th St',
    countrySubdivision: 'US_TX',
    city: 'Austin',
    postalCode: '78701',
  });

export const locationsFixtures = {
  'locationAddress.create': {
    as: 'fresh',
    input: () => ({
      streetLine1: '500 E 5th St',
      streetLine2: 'Apt 2',
      countrySubdivision: 'US_TX',
      city: 'Austin',
      postalCode: '78701',
    }),
    check: async ({ id }, { client }) => {
      const address = await client.resources.locationAddressByIdService.read({ locationId: id });
      expect(address).toMatchObject({
        id,
        streetLine1: '500 E 5th St',
        streetLine2: 'Apt 2',
        countrySubdivision: 'US_TX',
      });
      // Placed at the postal code's centre when the geocoder does not know the street.
      expect(address.geoPoint).toEqual({ latitude: 30.2747, longitude: -97.7404 });
    },
  },
  'locationService.read': {
    as: 'homeowner',
    input: ({ ids }) => ({
      locationIds: [ids.locations.homeownerHome, 987_654, ids.locations.homeownerPrevious],
    }),
    check: (found, { ids }) => {
      expect(found.map((location) => location.locationId)).toEqual([
        ids.locations.homeownerHome,
        ids.locations.homeownerPrevious,
      ]);
      expect(found[0]).toMatchObject({
        cityName: 'Austin',
        provinceCode: 'TX',
        formattedAddress: '1100 Congress Ave, Unit 4, Austin, TX 78701',
      });
    },
  },
  'locationAddressByIdService.read': {
    as: 'homeowner',
    input: ({ ids }) => ({ locationId: ids.locations.homeownerHome }),
    check: (address, { ids }) => {
      expect(address).toEqual({
        id: ids.locations.homeownerHome,
        streetLine1: '1100 Congress Ave',
        streetLine2: 'Unit 4',
        city: 'Austin',
        postalCode: '78701',
        countrySubdivision: 'US_TX',
        geoPoint: { latitude: 30.2747, longitude: -97.7404 },
      });
    },
  },
  'managedPostalCodeByLocationIdService.read': {
    as: 'homeowner',
    input: ({ ids }) => ({ locationId: ids.locations.homeownerPrevious }),
    check: (postal, { ids }) => {
      expect(postal).toEqual({
        locationId: ids.locations.homeownerPrevious,
        postalCode: '78704',
        managed: true,
        marketName: 'Austin',
      });
    },
  },
  'resolvePostalCodesService.read': {
    as: 'visitor',
    input: () => ({ postalCodes: ['80202', '78701-1234', '00000'] }),
    check: (resolved) => {
      // ZIP+4 resolves by its first five digits; the unknown code is left out.
      expect(
        resolved.map(({ postalCode, cityName, provinceCode }) => [postalCode, cityName, provinceCode]),
      ).toEqual([
        ['80202', 'Denver', 'CO'],
        ['78701-1234', 'Austin', 'TX'],
      ]);
      expect(resolved[1]?.formattedAddress).toBe('Austin, TX 78701-1234');
    },
  },
  'userLocation.read': {
    as: 'homeowner',
    input: ({ me }) => ({ userId: me().userId }),
    check: (links, { ids }) => {
      expect(links.map(({ locationId, primary }) => [locationId, primary])).toEqual([
        [ids.locations.homeownerHome, true],
        [ids.locations.homeownerPrevious, false],
      ]);
    },
  },
  'userLocation.create': {
    as: 'fresh',
    input: async (ctx) => ({
      userId: ctx.me().userId,
      locationId: (await newAustinAddress(ctx)).id,
      primary: true,
    }),
    check: async (link, { client, me }, input) => {
      expect(link).toMatchObject({ userId: me().userId, locationId: input.locationId, primary: true });
      // The primary link is now the user's address.
      const address = await client.resources.userAddress.read({ userId: me().userId });
      expect(address).toMatchObject({ street1: '500 E 5th St', userLocationId: link.userLocationId });
    },
  },
  'userLocation.delete': {
    as: 'fresh',
    input: async (ctx) => {
      const { id } = await newAustinAddress(ctx);
      const link = await ctx.client.resources.userLocation.create({
        userId: ctx.me().userId,
        locationId: id,
      });
      return { userId: ctx.me().userId, userLocationId: link.userLocationId };
    },
    check: async (output, { client, me }, input) => {
      expect(output).toEqual({ userLocationId: input.userLocationId, deleted: true });
      expect(await client.resources.userLocation.read({ userId: me().userId })).toEqual([]);
    },
  },
  'relocationsByUserId.read': {
    as: 'homeowner',
    input: ({ me }) => ({ userId: me().userId }),
    check: (moves, { ids }) => {
      expect(moves).toEqual([
        {
          relocationId: expect.any(Number),
          userId: ids.users.homeowner,
          fromLocationId: ids.locations.homeownerPrevious,
          toLocationId: ids.locations.homeownerHome,
          moveDate: '2025-06-01',
        },
      ]);
    },
  },
} satisfies Partial<FixtureTable>;

export const projectsFixtures = {
  'projectLifecycleService.read': {
    as: 'homeowner',
    input: () => ({ projectLifecycleId: PROJECTS.held }),
    check: (project) => {
      expect(project).toMatchObject({
        id: PROJECTS.held,
        projectLifecycleStatus: 'IN_PROGRESS',
        leadKey: '100004',
      });
      expect(project.nestedObjects.externalHolds).toEqual([
        { id: uid('f3000000', 2), projectId: PROJECTS.held, cleared: false },
      ]);
      // Every nested kind is present, and the uncleared hold makes the project inactive.
      expect(Object.keys(project.nestedObjects)).toHaveLength(8);
      expect(isProjectActive(project)).toBe(false);
    },
  },
  'projectLifecycleBulkService.create': {
    as: 'homeowner',
    input: () => ({ projectLifecycleIds: [PROJECTS.completed, PROJECTS.otherHomeowner, PROJECTS.active] }),
    check: (projects) => {
      // In the order asked; the other homeowner's project is left out.
      expect(projects.map((project) => [project.id, project.projectLifecycleStatus])).toEqual([
        [PROJECTS.completed, 'PROJECT_COMPLETED'],
        [PROJECTS.active, 'IN_PROGRESS'],
      ]);
      expect(projects[1]?.nestedObjects.specification?.quotedHours).toBe(2.5);
    },
  },
  'projectLifecycleBulkContactService.create': {
    as: 'pro',
    input: () => ({ projectLifecycleIds: [PROJECTS.active, PROJECTS.otherHomeowner] }),
    check: (projects) => {
      expect(projects).toHaveLength(1);
      expect(projects[0]?.id).toBe(PROJECTS.active);
      expect(projects[0]?.nestedObjects).toEqual({ contacts: [{ id: uid('f1000000', 1) }] });
    },
  },
  'projects.read': {
    as: 'homeowner',
    input: () => ({ projectLifecycleId: PROJECTS.active, include: ['BUSINESSES', 'HOLDS'] }),
    check: (project, { ids }) => {
      expect(Object.keys(project.nestedObjects).sort()).toEqual(['businesses', 'externalHolds']);
      expect(
        project.nestedObjects.businesses?.map(({ companyId, conversationId }) => [companyId, conversationId]),
      ).toEqual([
        [ids.companies.pro, CONVERSATIONS.active],
        [ids.companies.quiet, null],
      ]);
      expect(project.nestedObjects.externalHolds?.map((hold) => hold.cleared)).toEqual([true]);
    },
  },
  'userProjects.read': {
    // A pro's projects are those their company is a business on, newest request first.
    as: 'pro',
    input: ({ me }) => ({ userId: me().userId }),
    check: (projects) => {
      expect(projects.map((project) => project.id)).toEqual([
        PROJECTS.active,
        PROJECTS.held,
        PROJECTS.managedPending,
        PROJECTS.managedBooked,
        PROJECTS.managedOutOfScopePostMatchmaking,
        PROJECTS.managedOutOfScope,
        PROJECTS.managedNotInterested,
        PROJECTS.managedBadQuality,
        PROJECTS.completed,
      ]);
    },
  },
  'bookingForProjectService.read': {
    as: 'homeowner',
    input: () => ({ projectLifecycleId: PROJECTS.managedBooked }),
    check: (booking, { ids }) => {
      expect(booking).toEqual({
        projectLifecycleId: PROJECTS.managedBooked,
        bookingStatus: 'BOOKED',
        isBookingPostMatchmaking: true,
        companyId: ids.companies.pro,
        appointmentStartDateTime: '2026-01-25T15:00:00.000Z',
        quotedHours: 3,
      });
    },
  },
} satisfies Partial<FixtureTable>;

export const conversationsFixtures = {
  'conversationSummaryService.create': {
    as: 'homeowner',
    input: () => ({ conversationIds: [CONVERSATIONS.active, CONVERSATIONS.otherHomeowner] }),
    check: (summaries, { ids }) => {
      expect(Object.keys(summaries)).toEqual([CONVERSATIONS.active]);
      const summary = summaries[CONVERSATIONS.active];
      expect(summary?.latest).toBe('2026-03-02T17:32:00.000Z');
      expect(summary?.messages.map((message) => message.mimeType)).toEqual([
        'text/plain',
        'text/plain',
        'image/jpeg',
        'text/plain',
        'text/plain',
      ]);
      expect(summary?.peers).toEqual(
        expect.arrayContaining([
          { peerId: String(ids.users.homeowner), role: 'homeowner' },
          { peerId: String(ids.users.pro), role: 'pro' },
        ]),
      );
    },
  },
  'conversationService.read': {
    as: 'pro',
    input: ({ me }) => ({ conversationId: CONVERSATIONS.completed, userId: me().userId }),
    check: (conversation, { ids }) => {
      expect(conversation.projectLifecycleId).toBe(PROJECTS.completed);
      expect(conversation.messages.map(({ fromPeerId, body }) => [fromPeerId, body])).toEqual([
        [String(ids.users.homeowner), 'Is the water heater install still on for Monday?'],
        [String(ids.users.pro), 'Yes, see you then.'],
        [String(ids.users.homeowner), 'Thanks, all working great.'],
      ]);
    },
  },
  'userConversationResponseTimeService.read': {
    // The pro answered after 30 min and 2 h (active thread) and 10 min (completed thread).
    as: 'pro',
    input: ({ me }) => ({ userId: me().userId }),
    check: (times, { ids }) => {
      expect(times).toEqual({
        userId: ids.users.pro,
        conversationCount: 3,
        responseCount: 3,
        medianResponseSeconds: 1800,
        averageResponseSeconds: 3200,
      });
    },
  },
} satisfies Partial<FixtureTable>;

export const callsFixtures = {
  'inboundCallBulkFetch.create': {
    as: 'pro',
    input: () => ({ callIds: [CALLS.inboundAnswered, CALLS.inboundVoicemail, CALLS.inboundOther] }),
    check: (calls) => {
      expect(calls.map(({ id, status, durationSeconds }) => [id, status, durationSeconds])).toEqual([
        [CALLS.inboundAnswered, 'ANSWERED', 312],
        [CALLS.inboundVoicemail, 'VOICEMAIL', 41],
      ]);
    },
  },
  'inboundCallByCanonicalCallId.read': {
    // The homeowner sees the call because it relates to their project.
    as: 'homeowner',
    input: () => ({ canonicalCallId: CANONICAL.inboundVoicemail }),
    check: (call, { ids }) => {
      expect(call).toMatchObject({
        id: CALLS.inboundVoicemail,
        status: 'VOICEMAIL',
        companyId: ids.companies.pro,
        projectLifecycleId: PROJECTS.held,
        startDateTime: '2026-02-11T18:05:00.000Z',
      });
    },
  },
  'outboundCallBulkFetch.create': {
    as: 'pro',
    input: () => ({ callIds: [CALLS.outboundOther, CALLS.outboundPro] }),
    check: (calls) => {
      expect(calls.map(({ id, status, durationSeconds }) => [id, status, durationSeconds])).toEqual([
        [CALLS.outboundPro, 'COMPLETED', 128],
      ]);
    },
  },
  'outboundCallById.read': {
    // CURATOR reads any company's call.
    as: 'curator',
    input: () => ({ outboundCallId: CALLS.outboundOther }),
    check: (call, { ids }) => {
      expect(call).toMatchObject({
        id: CALLS.outboundOther,
        canonicalCallId: CANONICAL.outboundOther,
        status: 'NO_ANSWER',
        companyId: ids.companies.quiet,
        durationSeconds: 0,
      });
    },
  },
  'callRecordingBulkFetch.create': {
    as: 'homeowner',
    input: () => ({
      canonicalCallIds: [CANONICAL.inboundAnswered, CANONICAL.outboundPro, CANONICAL.unknown],
    }),
    check: (recordings) => {
      expect(Object.keys(recordings).sort()).toEqual(
        [CANONICAL.inboundAnswered, CANONICAL.outboundPro, CANONICAL.unknown].sort(),
      );
      expect(recordings[CANONICAL.inboundAnswered]).toMatchObject({
        durationSeconds: 312,
        mimeType: 'audio/mpeg',
      });
      expect(recordings[CANONICAL.outboundPro]?.durationSeconds).toBe(128);
      expect(recordings[CANONICAL.unknown]).toBeNull();
    },
  },
  'voicemailMessageBulkFetch.create': {
    as: 'pro',
    input: () => ({ messageIds: [VOICEMAILS.pro, VOICEMAILS.other] }),
    check: (messages) => {
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatchObject({
        voicemailMessageId: VOICEMAILS.pro,
        canonicalCallId: CANONICAL.inboundVoicemail,
        durationSeconds: 33,
        transcription: 'Hi, it is Hana about the furnace. Please call me back when you can.',
      });
    },
  },
  'tokensCompanyPurchasedLeadDetails.read': {
    as: 'pro',
    input: ({ ids }) => ({ companyId: ids.companies.pro, leadId: LEDGER.proLeadId }),
    check: (entries) => {
      expect(
        entries.map(({ id, transactionType, amountInPenny }) => [id, transactionType, amountInPenny]),
      ).toEqual([
        [LEDGER.proSpend, 'SPEND', 2500],
        [LEDGER.proRefund, 'REFUND', 500],
      ]);
    },
  },
  'externalPhoneCallsByLedgerKeys.create': {
    // The other company's ledger key is left out.
    as: 'pro',
    input: ({ ids }) => ({ companyId: ids.companies.pro, ledgerKeys: [LEDGER.proSpend, LEDGER.otherSpend] }),
    check: (calls) => {
      expect(calls.map(({ id, ledgerKey, durationSeconds }) => [id, ledgerKey, durationSeconds])).toEqual([
        [uid('e1000000', 1), LEDGER.proSpend, 240],
        [uid('e1000000', 2), LEDGER.proSpend, 312],
      ]);
    },
  },
} satisfies Partial<FixtureTable>;
