import type { ShopPlatformId } from '@portal/contract';

/**
 * Each platform's badge: its monogram on a brand-like colour, drawn here (no logo files fetched). Every
 * colour holds white text at 4.5:1 or more. The badge is decoration: the platform's name stands beside it.
 */
const BADGES: Record<ShopPlatformId, { text: string; color: string }> = {
  shopify: { text: 'S', color: '#3d6b27' },
  woocommerce: { text: 'Woo', color: '#7f54b3' },
  shipstation: { text: 'SS', color: '#1f5f3a' },
  bigcommerce: { text: 'BC', color: '#121118' },
  ebay: { text: 'eB', color: '#0059bb' },
  magento: { text: 'M', color: '#b93c0a' },
  opencart: { text: 'OC', color: '#1b6399' },
  wordpress: { text: 'WP', color: '#21759b' },
  cin7core: { text: 'C7', color: '#0b5563' },
  own_api: { text: 'API', color: '#4b5563' },
};

export function ShopPlatformBadge({ platform, size = 40 }: { platform: ShopPlatformId; size?: number }) {
  const badge = BADGES[platform];
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false" style={{ flex: 'none' }}>
      <rect width="40" height="40" rx="8" fill={badge.color} />
      <text
        x="20"
        y="21"
        textAnchor="middle"
        dominantBaseline="middle"
        fill="#fff"
        fontSize={badge.text.length > 2 ? 12 : 16}
        fontWeight={700}
        fontFamily="Arial, Helvetica, sans-serif"
      >
        {badge.text}
      </text>
    </svg>
  );
}
