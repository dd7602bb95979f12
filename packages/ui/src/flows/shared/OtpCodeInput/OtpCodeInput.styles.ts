'use client';

import { Input } from 'react-aria-components';
import { styled } from 'styled-components';
import { controlBoxCss } from '../../../components/Field/Field.styles';
import { disabledSurface, focusRing } from '../../../components/shared/styles';
import { vars } from '../../../theme/vars';

/** The fieldset is the `group` the boxes belong to; its legend is the visible label. */
export const CodeGroup = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: none;
  color: ${vars.colors.text};
`;
CodeGroup.displayName = 'OtpCodeGroup';

export const CodeLegend = styled.legend`
  margin: 0 0 ${vars.space.sm};
  padding: 0;
  font-size: ${vars.typography.sizes.sm};
  font-weight: ${vars.typography.weights.semibold};
  line-height: ${vars.typography.lineHeights.tight};
`;
CodeLegend.displayName = 'OtpCodeLegend';

export const CodeDescription = styled.p`
  margin: 0 0 ${vars.space.sm};
  font-size: ${vars.typography.sizes.sm};
  line-height: ${vars.typography.lineHeights.normal};
  color: ${vars.colors.textMuted};
`;
CodeDescription.displayName = 'OtpCodeDescription';

/** Six boxes in a row that shrink together on a narrow screen. */
export const CodeBoxes = styled.div`
  display: flex;
  gap: ${vars.space.sm};
`;
CodeBoxes.displayName = 'OtpCodeBoxes';

export const CodeBox = styled(Input)`
  ${controlBoxCss}
  flex: 1 1 0;
  min-width: 0;
  max-width: ${vars.sizes.controlHeight.lg};
  height: ${vars.sizes.controlHeight.lg};
  padding: 0;
  text-align: center;
  font-size: ${vars.typography.sizes.xl};
  font-weight: ${vars.typography.weights.semibold};
  font-variant-numeric: tabular-nums;

  &[data-focused] {
    ${focusRing}
  }
  &[data-disabled] {
    ${disabledSurface}
  }
`;
CodeBox.displayName = 'OtpCodeBox';

export const CodeError = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space.xs};
  margin-top: ${vars.space.sm};
  font-size: ${vars.typography.sizes.sm};
  line-height: ${vars.typography.lineHeights.normal};
  color: ${vars.colors.danger};

  &:empty {
    display: none;
  }

  svg {
    flex: none;
    width: ${vars.sizes.iconSize.sm};
    height: ${vars.sizes.iconSize.sm};
    margin-top: calc((1lh - ${vars.sizes.iconSize.sm}) / 2);
  }
`;
CodeError.displayName = 'OtpCodeError';
