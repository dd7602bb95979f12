import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiCall, DEMO_EMAILS, DEMO_PASSWORD, expectNoAxeViolations } from './support';

const main = (page: Page) => page.getByRole('main');

/** A fresh survey of a seeded campaign, made by a curator (each survey can be answered once). */
async function newSurvey(
  request: APIRequestContext,
  campaignName: string,
  externalId: string = randomUUID(),
) {
  const login = await apiCall(request, 'post', '/api/v1/session/login', {
    email: DEMO_EMAILS.curator,
    password: DEMO_PASSWORD,
  });
  expect(login.status()).toBe(201);
  const created = await apiCall(request, 'post', '/api/v1/csat-surveys', { externalId, campaignName });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { surveyId: string }).surveyId;
}

test('a sentimentScore link answers on load; opening it again thanks without sending twice', async ({
  page,
  request,
}) => {
  const surveyId = await newSurvey(request, 'service-feedback');
  const submissions: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'PUT' && sent.url().includes(`/api/v1/csat-surveys/${surveyId}`))
      submissions.push(sent.url());
  });
  await page.goto(`/csat/${surveyId}?sentimentScore=5`);
  await expect(
    main(page).getByRole('heading', { level: 1, name: 'Thank you for your feedback' }),
  ).toBeVisible();
  // The custom survey at 4 or more invites a review on one of the two sites.
  const review = main(page).getByRole('link', { name: /Write a review on/ });
  await expect(review).toHaveAttribute('href', /trustpilot\.com|sitejabber\.com/);
  await expect(review).toHaveAttribute('target', '_blank');
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(
    main(page).getByRole('heading', { level: 1, name: 'Thank you for your feedback' }),
  ).toBeVisible();
  expect(submissions).toHaveLength(1);
  const stored = await (await request.get(`/api/v1/csat-surveys/${surveyId}`)).json();
  expect(stored.submitted).toBe(true);
});

test('keyboard only: a custom survey answered low, with feedback, shows the improvement message', async ({
  page,
  request,
}) => {
  const surveyId = await newSurvey(request, 'service-feedback');
  await page.goto(`/csat/${surveyId}`);
  const group = main(page).getByRole('radiogroup', { name: 'How satisfied are you with Hearth?' });
  await expect(group).toBeVisible();
  await expectNoAxeViolations(page);
  const submit = main(page).getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();

  await group.getByRole('radio').first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(group.getByRole('radio', { name: 'Dissatisfied', exact: true })).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.type('  The pro came late.  ');
  await page.keyboard.press('Tab');
  await expect(submit).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(main(page).getByText(/We will use your feedback to improve Hearth/)).toBeVisible();
  await expect(main(page).getByRole('link', { name: /Write a review/ })).toHaveCount(0);
  const stored = await (await request.get(`/api/v1/csat-surveys/${surveyId}`)).json();
  expect(stored.submitted).toBe(true);
});

test('an NPS survey shows 0 to 10 with Not likely and Very likely, then a plain thanks', async ({
  page,
  request,
}) => {
  const surveyId = await newSurvey(request, 'nps');
  await page.goto(`/csat/${surveyId}`);
  await expect(main(page).getByRole('radio')).toHaveCount(11);
  await expect(main(page).getByRole('radio', { name: '0', exact: true })).toHaveAccessibleDescription(
    /Not likely/,
  );
  await expect(main(page).getByRole('radio', { name: '10', exact: true })).toHaveAccessibleDescription(
    /Very likely/,
  );
  await main(page).getByText('9', { exact: true }).click();
  await expect(main(page).getByRole('radio', { name: '9', exact: true })).toBeChecked();
  await main(page).getByRole('button', { name: 'Submit' }).click();
  await expect(
    main(page).getByRole('heading', { level: 1, name: 'Thank you for your feedback' }),
  ).toBeVisible();
  await expect(main(page).getByText('Your answer has been recorded.')).toBeVisible();
});

test("/csat/project/{projectLifecycleId} goes through the API's redirect to the project's survey", async ({
  page,
  request,
}) => {
  const projectLifecycleId = randomUUID();
  const surveyId = await newSurvey(request, 'project', projectLifecycleId);
  await page.goto(`/csat/project/${projectLifecycleId}?sentimentScore=2`);
  await expect(page).toHaveURL(new RegExp(`/csat/${surveyId}\\?sentimentScore=2$`));
  await expect(main(page).getByText(/We will use your feedback to improve Hearth/)).toBeVisible();
});
