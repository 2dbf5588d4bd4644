import type { ActivityMessages } from '../messages.js';

/** Turkish. */
const tr: ActivityMessages = {
  accountActivity: {
    label: 'İşlemler',
    loading: 'Etkinlik yükleniyor',
    loadingMore: 'Daha fazla etkinlik yükleniyor',
    loadMore: 'Daha fazla yükle',
    empty: 'Henüz etkinlik yok',
    emptyText: 'Bu hesabın bu ağdaki işlemleri burada görünür.',
    retry: 'Tekrar dene',
    sent: 'Gönderildi',
    received: 'Alındı',
    self: 'Kendine gönderildi',
    minted: 'Basıldı',
    contractCall: 'Sözleşme çağrısı',
    deployed: 'Sözleşme dağıtıldı',
    transaction: 'İşlem',
    confirmed: 'Onaylandı',
    failed: 'Başarısız',
    pending: 'Beklemede',
    nft: 'NFT',
    minedAt: (date) => `${date} tarihinde madenlendi`,
    andMore: (first, more) => `${first} +${more} tane daha`,
  },
};

export default tr;
