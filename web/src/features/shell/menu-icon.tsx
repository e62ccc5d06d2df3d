import {
  Banknote,
  CircleHelp,
  CirclePlus,
  CircleUserRound,
  Dices,
  FileText,
  Gift,
  HeartHandshake,
  House,
  Info,
  Moon,
  Receipt,
  Scale,
  Settings,
  Shield,
  SlidersHorizontal,
  Smartphone,
  Ticket,
  Trophy,
  UserRound,
  Wallet,
  type LucideIcon,
} from 'lucide-react';

/** Server and brand icon names (lucide names) to components; unknown names get a neutral icon. */
const ICONS: Record<string, LucideIcon> = {
  home: House,
  house: House,
  user: UserRound,
  account: CircleUserRound,
  shield: Shield,
  security: Shield,
  'circle-help': CircleHelp,
  help: CircleHelp,
  info: Info,
  about: Info,
  moon: Moon,
  settings: Settings,
  'sliders-horizontal': SlidersHorizontal,
  wallet: Wallet,
  'circle-plus': CirclePlus,
  banknote: Banknote,
  receipt: Receipt,
  'file-text': FileText,
  gift: Gift,
  'heart-handshake': HeartHandshake,
  trophy: Trophy,
  dices: Dices,
  scale: Scale,
  smartphone: Smartphone,
  ticket: Ticket,
};

export function MenuIcon({ name, size = 20 }: { name: string | null | undefined; size?: number }) {
  const Icon = (name && ICONS[name]) || FileText;
  return <Icon size={size} aria-hidden="true" strokeWidth={1.9} />;
}
