// English texts of the activity feature.

import { defineTexts } from '../../i18n/texts.js';

export const texts = defineTexts('history', {
  nftsList: 'NFTs',
  nftsEmpty: 'No NFTs on this network yet',
  nftsUnnamed: 'Unnamed NFT',
  activityLoading: 'Loading activity…',
  activityEmpty: 'No activity on this network yet',
  activityMore: 'Load more',
});
