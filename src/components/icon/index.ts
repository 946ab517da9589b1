export { Icon, isIconName, type IconName } from './icon';
export { SocialIcon } from './social-icons';
