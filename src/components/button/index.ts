export { Button, ButtonLink, type ButtonLinkProps, type ButtonProps } from './button';
