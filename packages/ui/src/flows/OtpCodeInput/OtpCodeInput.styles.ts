import { Input } from 'react-aria-components';
import styled from 'styled-components';
import { disabledSurface, focusRing } from '../../components/shared/styles';
import { controlBoxCss } from '../../components/TextField/TextField.styles';

/** The fieldset is the `group` the boxes belong to; its legend is the visible label. */
export const CodeGroup = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: none;
  color: ${({ theme }) => theme.colors.text};
`;
CodeGroup.displayName = 'OtpCodeGroup';

export const CodeLegend = styled.legend`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding: 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};
`;
CodeLegend.displayName = 'OtpCodeLegend';

export const CodeDescription = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  line-height: ${({ theme }) => theme.typography.lineHeights.normal};
  color: ${({ theme }) => theme.colors.textMuted};
`;
CodeDescription.displayName = 'OtpCodeDescription';

/** Six boxes in a row that shrink together on a narrow screen. */
export const CodeBoxes = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;
CodeBoxes.displayName = 'OtpCodeBoxes';

export const CodeBox = styled(Input)`
  ${controlBoxCss}
  flex: 1 1 0;
  min-width: 0;
  max-width: ${({ theme }) => theme.sizes.controlHeight.lg};
  height: ${({ theme }) => theme.sizes.controlHeight.lg};
  padding: 0;
  text-align: center;
  font-size: ${({ theme }) => theme.typography.sizes.xl};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
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
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  line-height: ${({ theme }) => theme.typography.lineHeights.normal};
  color: ${({ theme }) => theme.colors.danger};

  &:empty {
    display: none;
  }

  svg {
    flex: none;
    width: ${({ theme }) => theme.sizes.iconSize.sm};
    height: ${({ theme }) => theme.sizes.iconSize.sm};
    margin-top: calc((1lh - ${({ theme }) => theme.sizes.iconSize.sm}) / 2);
  }
`;
CodeError.displayName = 'OtpCodeError';
