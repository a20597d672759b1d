import {
  ArrowUpCircle,
  Cloud,
  Database,
  Gauge,
  type LucideIcon,
  Server,
  Settings,
  Shield,
} from 'lucide-react';

/**
 * Spec §2: a card's icon follows keywords in the support type's name, in this order. Whole words
 * only, so "Enterprise" is not read as RISE.
 */
const ICON_RULES: Array<{ pattern: RegExp; Icon: LucideIcon }> = [
  { pattern: /\b(system|systems|basis)\b/i, Icon: Settings },
  { pattern: /\b(cloud|rise)\b/i, Icon: Cloud },
  { pattern: /\b(database|databases|db|hana)\b/i, Icon: Database },
  { pattern: /\bsecurity\b/i, Icon: Shield },
  { pattern: /\bperformance\b/i, Icon: Gauge },
  { pattern: /\b(migration|migrations|upgrade|upgrades)\b/i, Icon: ArrowUpCircle },
];

export function getSupportTypeIcon(typeName: string): LucideIcon {
  return ICON_RULES.find(({ pattern }) => pattern.test(typeName))?.Icon ?? Server;
}
