import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import type { LinkProps } from 'react-router-dom';
import styles from './Button.module.css';

/** primary: forest green; accent: terracotta, for the step that buys; ghost: outlined, for the lesser choice. */
export type ButtonVariant = 'primary' | 'accent' | 'ghost';

/** The classes of a button of `variant`, for an element that is neither a Button nor a ButtonLink. */
export function buttonClassName(variant: ButtonVariant = 'primary', className?: string) {
  return [styles.button, variant === 'primary' ? undefined : styles[variant], className].filter(Boolean).join(' ');
}

type ButtonProps = ComponentProps<'button'> & { variant?: ButtonVariant; type?: 'button' | 'submit' };

export function Button({ variant, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClassName(variant, className)} {...props} />;
}

/** A link that looks like a button: it goes somewhere, a Button does something. */
export function ButtonLink({ variant, className, ...props }: LinkProps & { variant?: ButtonVariant }) {
  return <Link className={buttonClassName(variant, className)} {...props} />;
}
