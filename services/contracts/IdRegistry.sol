// SPDX-License-Identifier: Apache-2.0
pragma solidity 0.8.37;

/// @title IdRegistry (Foyer dev chain)
/// @notice The part of Farcaster's IdRegistry (OP Mainnet) that sign-in relies on: which custody address owns
///         which fid. Same read functions and event shapes as Farcaster's contract, so the secure site reads a real
///         network's registry and this one alike.
/// @dev Development only. Anyone may register an fid for any address that has none: owning an fid grants nothing
///      without the custody key, and the local Farcaster flow (npm start, e2e) needs fids without Farcaster's
///      storage rent, gateways or signatures.
contract IdRegistry {
    /// @notice The last fid handed out; fids start at 1 so that 0 means "no fid".
    uint256 public idCounter;

    /// @notice The custody address of each fid (the zero address for an unknown fid).
    mapping(uint256 fid => address custody) public custodyOf;

    /// @notice The fid of each custody address (0 for an address without one).
    mapping(address custody => uint256 fid) public idOf;

    /// @notice Emitted when `to` receives the new fid `id` (Farcaster's event shape; no recovery address here).
    event Register(address indexed to, uint256 indexed id, address recovery);

    /// @notice `to` already has an fid.
    error HasId();

    /// @notice Registration for the zero address.
    error ZeroAddress();

    /// @notice Gives `to` the next fid.
    /// @return fid The new fid.
    function register(address to) external returns (uint256 fid) {
        if (to == address(0)) revert ZeroAddress();
        if (idOf[to] != 0) revert HasId();
        fid = ++idCounter;
        custodyOf[fid] = to;
        idOf[to] = fid;
        emit Register(to, fid, address(0));
    }
}
