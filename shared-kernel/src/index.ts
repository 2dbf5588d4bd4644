// @foyer/kernel public entry. The only file with re-exports (see style.md).

// --- constants ---
export * from './constants.js';

// --- types ---
export type { Wallet, WalletBadgeType, GetWalletsParameters, GetWalletsReturnType, GetWalletsInfiniteParameters } from './types/wallet.js';
export type { CustomWallet, CustomWalletEntry } from './types/customWallet.js';
export type { Connector, ConnectorType, WalletGroup } from './types/connector.js';
export type { ChainNamespace, CaipNetworkId, CaipAddress, CaipNetwork, NativeCurrency, RpcUrls, BlockExplorer, NetworkAssets } from './types/network.js';
export type { AccountState, AccountEntry, AccountType, ConnectionStatus } from './types/account.js';
export type {
  TokenBalance,
  BalanceCacheEntry,
  GetBalanceParameters,
  GetBalanceReturnType,
  FungiblePrice,
  GetTokenPricesParameters,
  GetTokenPricesReturnType,
} from './types/token.js';
export type {
  Transaction,
  TransactionMetadata,
  TransactionTransfer,
  TransactionStatus,
  TransactionDirection,
  TransactionFungibleInfo,
  TransactionNftInfo,
  TransactionQuantity,
  TransactionImage,
} from './types/transaction.js';
export type { Connection, ConnectionRelation } from './types/connection.js';
export type { SendState } from './types/send.js';
export type { SiwxMessage, SiwxMessageData, SiwxSession } from './types/siwx.js';
export type { ConnectedUser, SocialProvider } from './types/user.js';
export type { FrameMessage } from './types/frame.js';
export type { ThemeMode, ThemeVariables, ThemeSync } from './types/theme.js';
export type { Metadata, DappData } from './types/metadata.js';
export type { FeatureId, Features, RemoteFeatureConfig, ProjectConfigResponse, AllowedOriginsResponse, AnalyticsConfigResponse } from './types/features.js';
export type {
  Eip1193Provider,
  Eip1193RequestArguments,
  Eip1193EventName,
  Eip1193ProviderRpcError,
  Eip6963ProviderInfo,
  Eip6963ProviderDetail,
  Eip6963AnnounceProviderEvent,
} from './types/eip1193.js';
export { EIP6963_ANNOUNCE_EVENT, EIP6963_REQUEST_EVENT } from './types/eip1193.js';
export type {
  CaipRequestProvider,
  SolanaKitTransactionLike,
  SolanaProvider,
  SolanaPublicKey,
  SolanaSendOptions,
  WalletProvider,
  WalletProviders,
} from './types/walletProviders.js';

// --- errors ---
export { BaseError, type BaseErrorParameters, type ErrorCode } from './errors/base.js';
export { HttpStatusError, RequestTimeoutError, type HttpStatusErrorType, type RequestTimeoutErrorType } from './errors/http.js';
export { InvalidCaipAddressError, InvalidCaipNetworkIdError } from './errors/caip.js';
export { InvalidAddressError, InvalidCoinTypeChainIdError } from './errors/address.js';
export {
  TokenBalanceUnavailableError,
  FetchTransactionsError,
  GasPriceNetworkNotSupportedError,
  SwapsNetworkNotSupportedError,
  UnsupportedChainError,
  ChainNotSupportedError,
  ConnectorChainsNotSupportedError,
  AdapterNotFoundError,
  NamespaceNotFoundError,
} from './errors/chain.js';
export {
  ModalClosedError,
  ConnectionRejectedError,
  NoAuthConnectorError,
  NotConnectedToEmailOrSocialError,
  DisconnectError,
  DisconnectChainsError,
} from './errors/connection.js';
export { PopupClosedError, SocialConnectError, SocialInitError, FarcasterConnectError } from './errors/social.js';
export {
  ResolveNameError,
  NameSuggestionsError,
  NamesForAddressError,
  RegisterNameError,
  InvalidAccountNameError,
} from './errors/names.js';
export {
  SiwxInitError,
  SiwxSignMessageError,
  SiwxMessageRefusedError,
  SiwxNotEnabledError,
  NoActiveCaipAddressError,
  SiwxConfigConflictError,
} from './errors/siwx.js';
export { EmailCooldownError, EmailDependencyLoadError } from './errors/email.js';
export {
  RpcNotAllowedError,
  ActionNotAllowedError,
  RpcRequestAbortedError,
  AbortedError,
  FrameError,
} from './errors/rpc.js';
export { RequiredError, InvalidTypeError, typeOf } from './errors/schema.js';
export { InvalidDecimalError, InvalidDateError } from './errors/format.js';
export { ALERTS, alertOf, type Alert, type AlertCode, type AlertVariant } from './errors/alerts.js';
export { serializeError, type SerializedError } from './errors/serializeError.js';
export {
  JSON_RPC_ERROR_CODES,
  PROVIDER_ERROR_CODES,
  USER_REJECTION_CODES,
  ProviderRpcError,
  getProviderErrorCode,
  isUserRejection,
} from './errors/provider.js';

// --- CAIP ---
export { parseCaipNetworkId, isCaipNetworkId, type ParsedCaipNetworkId } from './caip/parseCaipNetworkId.js';
export { formatCaipNetworkId } from './caip/formatCaipNetworkId.js';
export { parseCaipAddress, isCaipAddress, type ParsedCaipAddress } from './caip/parseCaipAddress.js';
export { formatCaipAddress } from './caip/formatCaipAddress.js';
export { formatEvmCaipAddress } from './caip/formatEvmCaipAddress.js';
export { caipAddressParts, caipNetworkIdParts } from './caip/caipParts.js';
export { isChainNamespace } from './caip/grammar.js';

// --- addresses ---
export { isEvmAddress } from './address/isEvmAddress.js';
export { checksumEvmAddress } from './address/checksumEvmAddress.js';
export { isChecksumValid } from './address/isChecksumValid.js';
export { isSolanaAddress } from './address/isSolanaAddress.js';
export { isAddressForNamespace } from './address/isAddressForNamespace.js';
export { isBitcoinAddress, type BitcoinNetworkKind } from './address/isBitcoinAddress.js';
export { isBip122Address, BITCOIN_CHAIN_REFERENCES } from './address/isBip122Address.js';
export { isPolkadotAddress } from './address/isPolkadotAddress.js';
export { isCosmosAddress } from './address/isCosmosAddress.js';
export { decodeSegwitAddress, type SegwitAddress } from './address/decodeSegwitAddress.js';
export { decodeSs58Address, type Ss58Address } from './address/decodeSs58Address.js';
export { decodeBase58Check } from './address/decodeBase58Check.js';
export { shortenAddress, type ShortenAddressOptions } from './address/shortenAddress.js';
export { chainIdToCoinType, coinTypeToChainId } from './address/chainIdToCoinType.js';

// --- networks ---
export { defineNetwork, type DefineNetworkParameters } from './networks/defineNetwork.js';
export { mainnet } from './networks/mainnet.js';
export { bsc } from './networks/bsc.js';
export { solana, solanaDevnet, solanaTestnet } from './networks/solana.js';
export { bitcoin, bitcoinTestnet } from './networks/bitcoin.js';
export { polkadot } from './networks/polkadot.js';
export { cosmos } from './networks/cosmos.js';
export { foyerDevChain } from './networks/foyerDevChain.js';
export {
  foyerDevSolana,
  FOYER_DEV_SOLANA_GENESIS_HASH,
  FOYER_DEV_SOLANA_SEEDS,
  FOYER_DEV_SOLANA_ADDRESSES,
  FOYER_DEV_SOLANA_LAMPORTS,
} from './networks/foyerDevSolana.js';
export { builtInNetworks } from './networks/builtInNetworks.js';

// --- formatting ---
export { truncateDecimal } from './format/truncateDecimal.js';
export { formatBalance } from './format/formatBalance.js';
export { formatUnits, type FormatUnitsOptions } from './format/formatUnits.js';
export { formatFiat, type FormatFiatOptions } from './format/formatFiat.js';
export { qrModulesPath } from './format/qrModulesPath.js';
export { formatNetworkFiat } from './format/formatNetworkFiat.js';
export { formatRelativeTime } from './format/formatRelativeTime.js';
export { shortenEmail } from './format/shortenEmail.js';

// --- UI pieces several remotes show ---
export { QrCodeSvg, QR_QUIET_ZONE, type QrCodeSvgProps } from './ui/QrCodeSvg.js';
export { copyWithToast, type CopyWithToastMessages } from './ui/copyWithToast.js';
export { ActionRow, ACTION_ICON_PATHS, type ActionRowProps } from './ui/ActionRow.js';
export { lazyView, type PreloadableView } from './ui/lazyView.js';

// --- EIP-6963 ---
export { isEip1193Provider } from './eip6963/isEip1193Provider.js';
export { isEip6963ProviderInfo } from './eip6963/isEip6963ProviderInfo.js';
export { isSafeIconUri } from './eip6963/isSafeIconUri.js';
export { isSolanaStandardWallet, solanaConnectorId, solanaStandardConnector, type StandardWalletInfo } from './walletStandard/solanaStandardWallet.js';
export { readEip6963Announcement } from './eip6963/readEip6963Announcement.js';

// --- RTK Query ---
export {
  servicesSlice,
  servicesConfigured,
  selectServices,
  selectProjectId,
  selectApiUrl,
  selectRelayUrl,
  selectSecureSiteUrl,
  selectRemotesUrl,
  type ServicesState,
} from './api/servicesSlice.js';
export { resolveEndpoints, type Endpoints, type EndpointOptions } from './api/resolveEndpoints.js';
export { API_TAG_TYPES, type ApiTagType } from './api/apiTagTypes.js';
export {
  foyerBaseQuery,
  type FoyerQueryArgs,
  type FoyerQueryError,
  type FoyerQueryExtraOptions,
} from './api/foyerBaseQuery.js';
export { fetchServices } from './api/servicesRequest.js';
export { projectConfigSchema } from './api/projectConfigSchema.js';
export { allowedOriginsSchema } from './api/allowedOriginsSchema.js';
export { analyticsConfigSchema } from './api/analyticsConfigSchema.js';
export {
  isServicesQueryFulfilled,
  SERVICES_API_REDUCER_PATH,
  type ServicesQueryFulfilledAction,
} from './api/isServicesQueryFulfilled.js';
export { hasServicesApi } from './api/hasServicesApi.js';
export { attachReactHooks } from './api/createFoyerApi.js';
export { servicesApi } from './api/servicesApi.js';
export { catalogueApi, useGetWalletsQuery } from './api/catalogueApi.js';
export { chainApi, useGetBalanceQuery } from './api/chainApi.js';
export { isLoopbackHostname } from './validation/isLoopbackHostname.js';
export { isSafeWalletLink } from './validation/isSafeWalletLink.js';
export type { SchemaIssue } from './validation/responseSchema.js';
export { walletImageUrl } from './api/walletImageUrl.js';
export { walletImageSrc } from './api/walletImageSrc.js';

// --- store contracts (shell-core) ---
export { type ViewRegistry, type ViewName, type Route } from './store/ViewRegistry.js';
export { VIEW_TABLE, viewsOwnedBy, type ViewEntry, type ViewOwner, type ViewsOwnedBy } from './store/viewTable.js';
export {
  routerSlice,
  viewPushed,
  viewReplaced,
  historyPopped,
  routerReset,
  selectCurrentRoute,
  selectCurrentView,
  selectCanGoBack,
  selectRouterHistory,
  type RouterState,
} from './store/routerSlice.js';
export {
  modalSlice,
  modalOpened,
  modalClosed,
  modalShaken,
  modalShakeEnded,
  loadingChanged,
  signInRequiredChanged,
  selectModal,
  selectIsModalOpen,
  selectCloseDisabled,
  type ModalState,
} from './store/modalSlice.js';
export {
  toastSlice,
  toastShown,
  toastReshown,
  toastHidden,
  selectToast,
  type Toast,
  type ToastVariant,
  type ToastShownParameters,
  type ToastState,
} from './store/toastSlice.js';
export {
  alertSlice,
  alertRaised,
  alertDismissed,
  selectAlert,
  selectShownAlertCodes,
  type AlertState,
  type AlertRaisedParameters,
} from './store/alertSlice.js';
export {
  connectionSlice,
  connectingStarted,
  connectingFailed,
  connectingReset,
  reconnectStarted,
  reconnectFailed,
  accountConnected,
  networkChanged,
  accountDisconnected,
  connectionRemoved,
  connectionNamespace,
  recentWalletUsed,
  recentWalletsRestored,
  selectConnectionStatus,
  selectIsConnected,
  selectActiveAccount,
  selectActiveNamespace,
  selectActiveCaipNetworkId,
  selectActiveConnectorId,
  selectActiveConnectorIds,
  selectConnectionRelation,
  selectAccounts,
  selectConnections,
  selectConnectingState,
  selectRecentWalletIds,
  type ConnectionState,
  type ConnectionStatus as ConnectionSliceStatus,
  type ConnectingState,
  type ConnectingStatus,
  type AccountConnectedParameters,
  type ConnectingFailedParameters,
  type ConnectionKey,
} from './store/connectionSlice.js';
export {
  connectorsSlice,
  connectorAdded,
  connectorRemoved,
  connectorsMatched,
  selectConnectors,
  selectConnector,
  selectHasInjectedConnector,
  type ConnectorsState,
  type ConnectorMatches,
} from './store/connectorsSlice.js';
export {
  optionsSlice,
  optionsConfigured,
  remoteConfigRequested,
  remoteConfigSettled,
  allowedOriginsLoaded,
  themeModeChanged,
  themeVariablesChanged,
  foyerInitialized,
  legalCheckboxChanged,
  localeChanged,
  localeLoading,
  messagesLocalized,
  selectLocale,
  selectMessagesLocale,
  selectLocalePending,
  selectOptions,
  selectFeatures,
  selectIsFeatureEnabled,
  selectRemoteConfigStatus,
  selectAllowedOrigins,
  selectNetworks,
  selectIsInitialized,
  selectTheme,
  selectWalletListOptions,
  selectCustomWallets,
  type OptionsState,
  type ConfiguredOptions,
  type RemoteConfigStatus,
  type Theme,
  type WalletListOptions,
} from './store/optionsSlice.js';
export { isFeatureEnabled, type FeatureKey } from './store/isFeatureEnabled.js';
export { selectActiveNetwork, selectIsActiveNetworkSupported } from './store/selectActiveNetwork.js';
export { selectConnectMethodOrder, type ConnectMethod } from './store/selectConnectMethodOrder.js';
export {
  createRootReducer,
  type LazyLoadedSlices,
  type ServicesApiSlice,
  type FoyerRootReducer,
  type FoyerState,
} from './store/createRootReducer.js';
export { type FoyerStore, type FoyerDispatch } from './store/FoyerStore.js';
export { addAppListener, createAppSelector } from './store/typedListeners.js';
export {
  type FeatureManifest,
  type AnyFeatureManifest,
  type FeatureSetupContext,
  type FeatureViews,
  type OwnedFeatureViews,
  type FeatureViewProps,
  type FeatureSlotProps,
  type FeatureComponent,
  type FeatureSlots,
  type FeatureSlotName,
} from './feature/FeatureManifest.js';
export type { ShellBridge, ProviderRegistry, BridgeStorage, BridgeLogger } from './feature/ShellBridge.js';
export type { ConnectorAdapter } from './feature/ConnectorAdapter.js';
export type { AuthApi, EmailLoginAction } from './feature/AuthApi.js';
export type { RemoteApiRegistry, RemoteApi } from './feature/RemoteApiRegistry.js';
export { loadAuthApi } from './feature/loadAuthApi.js';
export type { AdapterRemoteId, RemoteId } from './types/remote.js';
export { defineFeature } from './feature/defineFeature.js';
export { featureLoaded } from './feature/featureLoaded.js';

// --- message modules ---
export type { Message } from './messages/Message.js';
export { plural, type PluralForms } from './i18n/plural.js';
export { copyMessages, localizeMessages, type MessageOverrides } from './i18n/localizeMessages.js';
export { matchLocale } from './i18n/matchLocale.js';
export { FOYER_LOCALES, type FoyerLocale, type CatalogueLoaders, type CatalogueModule, type FeatureMessages } from './i18n/locales.js';
export { textDirection } from './i18n/textDirection.js';
export { englishKernelMessages, type KernelMessages, type AlertText, type DisplayedErrorCode } from './i18n/KernelMessages.js';

// --- service contracts: sign-in sessions and names ---
export {
  SESSIONS_PATHS,
  SIWX_NONCE_TTL_MS,
  SIWX_MAX_CLOCK_SKEW_MS,
  SIWX_PAGE_CLOCK_TOLERANCE_MS,
  SIWX_DEFAULT_SESSION_TTL_MS,
  SIWX_MAX_BODY_BYTES,
  SIWX_SERVICE_ERRORS,
  type NonceResponse,
  type CreateMessageRequest,
  type CreateMessageResponse,
  type AuthenticateRequest,
  type AuthenticateResponse,
  type SessionsResponse,
  type RevokeRequest,
  type RevokeResponse,
  type RevokeScope,
  type SiwxServiceErrorCode,
} from './siwx/sessionsContract.js';
export {
  PROFILE_PATHS,
  ACCOUNT_NAME_MAX_LENGTH,
  NAME_REGISTRATION_MAX_AGE_MS,
  NAME_REGISTRATION_MAX_CLOCK_SKEW_MS,
  PROFILE_SERVICE_ERRORS,
  type RegisteredName,
  type NameLookupResponse,
  type ReverseResponse,
  type SuggestionsResponse,
  type RegisterNameRequest,
  type RegisterNameMessage,
  type IdentityResponse,
  type ProfileServiceErrorCode,
} from './names/profileContract.js';

// --- service contracts: swaps (convert), onramp; pay's options and result ---
export {
  CONVERT_PATHS,
  NATIVE_TOKEN_PSEUDO_ADDRESS,
  SWAP_SLIPPAGE_PERCENT,
  SWAP_MAX_SLIPPAGE_PERCENT,
  SWAP_POOL_FEE_BPS,
  SWAP_QUOTE_VALIDITY_MS,
  SWAP_REQUOTE_INTERVAL_MS,
  SWAP_DEADLINE_SECONDS,
  SWAP_QUOTE_DEBOUNCE_MS,
  CONVERT_SERVICE_ERRORS,
  CONVERT_ERROR_MESSAGES,
  type ConvertToken,
  type ConvertTokensResponse,
  type ConvertQuoteQuery,
  type ConvertQuote,
  type ConvertQuotesResponse,
  type AllowanceResponse,
  type GasPriceResponse,
  type BuildApproveQuery,
  type BuildTransactionRequest,
  type ConvertTransaction,
  type ConvertTransactionResponse,
  type ConvertServiceErrorCode,
} from './swaps/convertContract.js';
export {
  ONRAMP_PATHS,
  DEV_ONRAMP_PROVIDER_ID,
  ONRAMP_STATUS_POLL_MS,
  ONRAMP_QUOTE_VALIDITY_MS,
  ONRAMP_SERVICE_ERRORS,
  type OnrampPaymentMethodId,
  type OnrampProvider,
  type OnrampProvidersResponse,
  type OnrampNetwork,
  type OnrampPurchaseCurrency,
  type OnrampPaymentMethodLimit,
  type OnrampPaymentCurrency,
  type OnrampOptions,
  type OnrampQuoteRequest,
  type OnrampAmount,
  type OnrampQuote,
  type OnrampDestinationWallet,
  type OnrampUrlRequest,
  type OnrampUrlResponse,
  type OnrampPurchaseStatus,
  type OnrampPurchase,
  type OnrampPurchasesResponse,
  type OnrampServiceErrorCode,
} from './onramp/onrampContract.js';
export {
  onrampApi,
  useGetOnrampProvidersQuery,
  useGetOnrampOptionsQuery,
  useGetOnrampQuoteQuery,
  useLazyGetOnrampQuoteQuery,
  useCreateOnrampUrlMutation,
  useGetOnrampPurchaseQuery,
  useGetOnrampPurchasesQuery,
} from './onramp/onrampApi.js';
export {
  DEFAULT_ONRAMP_OPTIONS,
  DEFAULT_ONRAMP_PROVIDER,
  ONRAMP_MOCK_FEE_PERCENT,
  ONRAMP_DEV_FIAT_PER_USD,
  mockOnrampQuote,
  isMockOnrampQuote,
  formatFiatCents,
} from './onramp/defaultOnrampOptions.js';
export { isSwapNetwork } from './swaps/isSwapNetwork.js';
// --- after a transaction: the RPC proxy, the receipt wait and the balance refresh send, swaps, pay and onramp share ---
export { proxyRpc, ProxyRpcError, type ProxyRpcEndpoint } from './rpc/proxyRpc.js';
export { waitForEvmReceipt, RECEIPT_POLL_MS, RECEIPT_TIMEOUT_MS, type WaitForEvmReceiptParameters, type EvmReceiptOutcome } from './rpc/waitForEvmReceipt.js';
export { refreshBalances } from './api/refreshBalances.js';
export { openCenteredPopup } from './ui/openCenteredPopup.js';
export { formatTokenAmount } from './format/formatTokenAmount.js';
export {
  convertApi,
  swapSettled,
  useGetSwapTokensQuery,
  useGetSwapQuoteQuery,
  useGetSwapAllowanceQuery,
  useGetSwapGasPriceQuery,
  useBuildSwapApprovalMutation,
  useBuildSwapTransactionMutation,
  type GetSwapAllowanceParameters,
} from './swaps/convertApi.js';
export { PAYMENT_FAILED_MESSAGE } from './pay/paymentFailedMessage.js';
export { PAY_ERROR_MESSAGES, type PaymentAsset, type PayOptions, type PayResult, type PayErrorMessage } from './pay/payContract.js';
export {
  paySlice,
  paymentRequested,
  paymentStarted,
  paymentRejected,
  paymentFailed,
  paymentSucceeded,
  paymentCleared,
} from './pay/paySlice.js';
// The pay state's selectors and types apart from the slice: the first chunk reads them (isRemoteEnabled) without the slice.
export { PAY_IDLE, selectPay, selectIsPaymentInProgress, type PayState, type PayStatus, type PayRequest } from './pay/payState.js';

// --- names: the widget's endpoints and helpers; the bridge's signing ---
export {
  namesApi,
  useGetAccountNameQuery,
  useGetNameSuggestionsQuery,
  useGetIdentityQuery,
  useRegisterAccountNameMutation,
  type GetIdentityParameters,
} from './names/namesApi.js';
export { accountNameError } from './names/accountNameError.js';
export { accountLabelProblem, ACCOUNT_LABEL_PROBLEM_MESSAGES, type AccountLabelProblemKind } from './names/accountLabelProblem.js';
export { nameCoinType, SOLANA_COIN_TYPE } from './names/nameCoinType.js';
export { createRegisterNameMessage } from './names/createRegisterNameMessage.js';
export type { BridgeSignMessageParameters, BridgeSignMessageReturnType } from './feature/ShellBridge.js';

// --- send: the rules the send views and their tests share; the bridge's sending ---
export { parseUnits } from './send/parseUnits.js';
export { validateSendAmount, type SendAmountProblem, type ValidateSendAmountParameters, type ValidateSendAmountReturnType } from './send/validateSendAmount.js';
export { maxSendable, type MaxSendableParameters } from './send/maxSendable.js';
export { estimateSendFee, type EstimateSendFeeParameters } from './send/estimateSendFee.js';
export { parseSendReceiver, type SendReceiver } from './send/parseSendReceiver.js';
export { encodeErc20Transfer } from './send/encodeErc20Transfer.js';
export { EVM_TRANSFER_GAS, EVM_FEE_MARGIN_PERCENT, SOLANA_SIGNATURE_FEE_LAMPORTS, SPL_TOKEN_ACCOUNT_BYTES } from './send/sendConstants.js';
export type { BridgeSendTransactionParameters, BridgeSendTransactionReturnType } from './feature/ShellBridge.js';

// --- sign-in with X: the `siwx` / `siweConfig` option types, encodings, the services URL helper ---
export type {
  SIWXConfig,
  SIWXMessage,
  SIWXMessageInput,
  SIWXSession,
  SIWEConfig,
  SIWECreateMessageArgs,
  SIWEVerifyMessageArgs,
  SIWESession,
} from './siwx/SIWXConfig.js';
export { utf8ToHex, bytesToBase58, base58ToBytes } from './siwx/siwxEncoding.js';
export { servicesUrl, httpQueryError } from './api/servicesRequest.js';
export {
  NAME_AVAILABILITY_DEBOUNCE_MS,
  DEFAULT_NAME_SUFFIX,
  ACCOUNT_NAMES_PER_ADDRESS,
  RESERVED_ACCOUNT_LABELS,
  RESERVED_BRAND_LABELS,
} from './names/nameConstants.js';
export { useDebouncedValue } from './ui/useDebouncedValue.js';
export { attachStyleSheet, type StyleRoot, type StyleSheetOptions } from './ui/attachStyleSheet.js';
export { adoptStyleSheet } from './ui/adoptStyleSheet.js';
export { StyleSheet, StyleSheetContext, type StyleSheetProps, type StyleSheetScope } from './ui/StyleSheet.js';

// --- dev chains: the seeded tokens, collections and prices ---
export {
  FOYER_DEV_EVM_ACCOUNTS,
  FOYER_DEV_TOKENS,
  FOYER_DEV_COLLECTIONS,
  FOYER_DEV_NATIVE_USD_PRICES,
  FOYER_DEV_AMM,
  type FoyerDevAmm,
  type FoyerDevAmmPair,
  type FoyerDevToken,
  type FoyerDevTokenStandard,
  type FoyerDevHolding,
  type FoyerDevCollection,
  type FoyerDevCollectible,
} from './networks/devAssets.js';
export type { Nft, NftCollection, GetNftsParameters, GetNftsReturnType } from './types/nft.js';
export { nftsApi } from './api/nftsApi.js';
export { historyApi, useGetTransactionsInfiniteQuery, TRANSACTIONS_PAGE_SIZE, TRANSACTIONS_MAX_PAGE_SIZE, type GetTransactionsParameters, type GetTransactionsReturnType } from './api/historyApi.js';
export { historyResponseSchema, type TransactionsPage } from './api/historyResponseSchema.js';
