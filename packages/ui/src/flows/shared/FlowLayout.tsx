'use client';

/*
 * Layout pieces every flow view shares: the page column with its title, the form stack, the
 * row of actions and the message about a whole form.
 */
import type { FormHTMLAttributes, ReactNode } from 'react';
import { styled } from 'styled-components';
import { CircleAlert } from '../../components/Icon/icons';
import { vars } from '../../theme/vars';

const Column = styled.section`
  width: 100%;
  max-width: ${vars.sizes.formWidth};
  margin: 0 auto;
  display: flex;
  flex-direction: column;
  gap: ${vars.space.lg};
`;

export const FlowTitle = styled.h1`
  margin: 0;
  font-size: ${vars.typography.sizes.xxl};
  line-height: ${vars.typography.lineHeights.tight};
  color: ${vars.colors.text};
`;

export type FlowPageProps = {
  /** The page's one `h1`; it also names the section. */
  title: ReactNode;
  /** The id the title gets, for `aria-labelledby`. */
  titleId: string;
  children: ReactNode;
};

/** A page of a flow: one column at most 500px wide, titled by an `h1`. */
export function FlowPage({ title, titleId, children }: FlowPageProps) {
  return (
    <Column aria-labelledby={titleId}>
      <FlowTitle id={titleId}>{title}</FlowTitle>
      {children}
    </Column>
  );
}

const Stack = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.lg};
`;

export type FormStackProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'className' | 'style'> & {
  /** Called on submit (Enter in a field, or the submit button); the browser's submit is prevented. */
  onSubmit: () => void;
  children: ReactNode;
};

/**
 * A form laid out as one column. The browser's own validation bubbles are off (`noValidate`): the
 * machine's rules give the spec's messages under each field instead.
 */
export function FormStack({ onSubmit, children, ...props }: FormStackProps) {
  return (
    <Stack
      noValidate
      {...props}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </Stack>
  );
}

/** The row of a form's buttons, wrapping on narrow screens. */
export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.md};
`;

const Alert = styled.div`
  display: flex;
  gap: ${vars.space.sm};
  align-items: flex-start;
  padding: ${vars.space.md} ${vars.space.lg};
  border: ${vars.sizes.borderWidth} solid ${vars.colors.danger};
  border-radius: ${vars.radii.md};
  background: ${vars.colors.dangerSubtle};
  color: ${vars.colors.dangerText};
  & > svg {
    flex: none;
    width: ${vars.sizes.iconSize.md};
    height: ${vars.sizes.iconSize.md};
  }
`;

export type FormAlertProps = {
  /** The message about the whole form, such as 'The username or password is incorrect.' */
  children: ReactNode;
  id?: string;
};

/**
 * A message about the whole form (refused credentials, an account that exists), announced at
 * once. Render it only while there is a message, so its appearance is what gets announced.
 */
export function FormAlert({ children, id }: FormAlertProps) {
  return (
    <Alert role="alert" id={id}>
      <CircleAlert aria-hidden="true" focusable="false" />
      <span>{children}</span>
    </Alert>
  );
}
