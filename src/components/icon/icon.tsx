import {
  ArrowRight,
  BookOpen,
  Car,
  ChevronDown,
  ChevronRight,
  CircleHelp,
  Globe,
  Mail,
  MapPin,
  Menu,
  MessageCircle,
  Moon,
  Newspaper,
  Phone,
  ShieldCheck,
  Ship,
  Star,
  Sun,
  Truck,
  X,
  type LucideIcon,
} from 'lucide-react';
import React from 'react';

/** The icons a CMS menu item may name (its `icon` field), then the chrome's own. */
const ICONS = {
  car: Car,
  truck: Truck,
  ship: Ship,
  globe: Globe,
  'map-pin': MapPin,
  book: BookOpen,
  help: CircleHelp,
  star: Star,
  phone: Phone,
  news: Newspaper,
  menu: Menu,
  close: X,
  sun: Sun,
  moon: Moon,
  mail: Mail,
  chat: MessageCircle,
  'chevron-right': ChevronRight,
  'chevron-down': ChevronDown,
  'arrow-right': ArrowRight,
  shield: ShieldCheck,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof ICONS;

export const isIconName = (name: string | null | undefined): name is IconName =>
  Boolean(name && Object.prototype.hasOwnProperty.call(ICONS, name));

interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
}

/** Decorative: whatever the icon stands for is said in text beside it or in its control's label. */
export function Icon({ name, size = 20, className }: IconProps) {
  const Glyph = ICONS[name];
  return <Glyph size={size} strokeWidth={1.75} aria-hidden="true" focusable="false" className={className} />;
}
