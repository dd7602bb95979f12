'use client';

import { Link } from '../../components/Link';
import { useBrand } from '../../provider/brand';
import { FlowPage } from '../shared';
import { Paragraph } from './SurveyPage.styles';

export type SurveyThanksKind = 'plain' | 'reviewInvitation' | 'improvement';

export type SurveyThanksProps = {
  /**
   * What follows the thanks: nothing (NPS, or an answer sent on an earlier visit), an invitation
   * to review (custom survey, score 4 or more) or the improvement message (lower scores).
   */
  kind: SurveyThanksKind;
  /** The review site picked by the machine, for `reviewInvitation`. */
  reviewSiteUrl?: string | null;
  titleId: string;
};

/** 'reviews.example.com' from 'https://www.reviews.example.com/write': the site the link names. */
export function reviewSiteName(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** The thanks view shown once the answer is on the server. */
export function SurveyThanks({ kind, reviewSiteUrl, titleId }: SurveyThanksProps) {
  const { productName } = useBrand();
  return (
    <FlowPage title="Thank you for your feedback" titleId={titleId}>
      {kind === 'reviewInvitation' && reviewSiteUrl ? (
        <Paragraph>
          We are glad it went well. Would you tell others about it?{' '}
          <Link href={reviewSiteUrl} isExternal>
            Write a review on {reviewSiteName(reviewSiteUrl)}
          </Link>
        </Paragraph>
      ) : null}
      {/* The spec gives no wording for the improvement message: plain words saying what happens. */}
      {kind === 'improvement' ? (
        <Paragraph>
          We are sorry it was not better. We will use your feedback to improve {productName}.
        </Paragraph>
      ) : null}
      {kind === 'plain' ? <Paragraph>Your answer has been recorded.</Paragraph> : null}
    </FlowPage>
  );
}
