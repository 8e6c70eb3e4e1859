// English texts of the activity feature.

export const texts = {
  nftsList: 'NFTs',
  nftsEmpty: 'No NFTs on this network yet',
  nftsUnnamed: 'Unnamed NFT',
  activityLoading: 'Loading activity…',
  activityEmpty: 'No activity on this network yet',
  activityMore: 'Load more',
} as const;
