import {
  IconBuildingStore,
  IconChartBar,
  IconCoins,
  IconRoute,
  IconSettings,
  IconShoppingCart,
  IconSpeakerphone,
  IconWorldWww,
  type Icon,
} from "@tabler/icons-react";
import type { RouteGroupKey } from "@/routes/route-model";

export const GROUP_ICONS: Record<RouteGroupKey, Icon> = {
  report: IconChartBar,
  company: IconBuildingStore,
  trip: IconRoute,
  vendor_page: IconWorldWww,
  sales: IconShoppingCart,
  marketing: IconSpeakerphone,
  financial: IconCoins,
  system: IconSettings,
};
