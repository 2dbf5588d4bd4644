/** Id of the connector for a legacy `window.ethereum` provider (used when no wallet announces). */
export const LEGACY_INJECTED_CONNECTOR_ID = 'injected';
