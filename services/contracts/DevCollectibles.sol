// SPDX-License-Identifier: Apache-2.0
pragma solidity 0.8.37;

/// @title Dev-chain ERC-721 collections (Foyer dev chain)
/// @notice `FoyerCollectible`, a collection whose items carry on-chain metadata and SVG art, and
///         `SpamCollectible`, an unsolicited airdrop of the kind wallets hide. Both answer `tokenURI` with a
///         `data:application/json;base64,...` document whose `image` is a `data:image/svg+xml;base64,...` URI, so
///         every image renders offline, with no server and no gateway.
/// @dev Development only. The first items are minted in the constructor, so a collection exists exactly when its
///      items were handed out (idempotent seeding at a CREATE2 address).

/// @notice Standard base64 (RFC 4648, with padding).
library Base64 {
    bytes internal constant ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

    function encode(bytes memory data) internal pure returns (string memory) {
        bytes memory out = new bytes(4 * ((data.length + 2) / 3));
        uint256 j;
        for (uint256 i = 0; i < data.length; i += 3) {
            uint256 rest = data.length - i;
            uint256 n = uint256(uint8(data[i])) << 16;
            if (rest > 1) n |= uint256(uint8(data[i + 1])) << 8;
            if (rest > 2) n |= uint256(uint8(data[i + 2]));
            out[j++] = ALPHABET[(n >> 18) & 63];
            out[j++] = ALPHABET[(n >> 12) & 63];
            out[j++] = rest > 1 ? ALPHABET[(n >> 6) & 63] : bytes1("=");
            out[j++] = rest > 2 ? ALPHABET[n & 63] : bytes1("=");
        }
        return string(out);
    }
}

/// @notice Decimal text of unsigned integers.
library Decimal {
    function toString(uint256 value) internal pure returns (string memory) {
        if (value == 0) return "0";
        uint256 digits;
        for (uint256 rest = value; rest != 0; rest /= 10) digits++;
        bytes memory out = new bytes(digits);
        for (; value != 0; value /= 10) out[--digits] = bytes1(uint8(48 + (value % 10)));
        return string(out);
    }
}

/// @notice The receiver hook of ERC-721 safe transfers.
interface IERC721Receiver {
    function onERC721Received(address operator, address from, uint256 tokenId, bytes calldata data) external returns (bytes4);
}

/// @notice A minimal ERC-721 with the metadata extension; subclasses draw the items.
abstract contract DevERC721 {
    /// @notice The collection's name.
    string public name;

    /// @notice The collection's symbol.
    string public symbol;

    /// @notice The last token id minted; ids start at 1.
    uint256 public totalSupply;

    mapping(uint256 tokenId => address holder) private _owners;
    mapping(address holder => uint256 count) private _balances;
    mapping(uint256 tokenId => address spender) private _approvals;
    mapping(address holder => mapping(address operator => bool approved)) private _operators;

    /// @notice ERC-721: `tokenId` moved from `from` to `to` (`from` is zero for a mint).
    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);

    /// @notice ERC-721: `approved` may move `tokenId`.
    event Approval(address indexed holder, address indexed approved, uint256 indexed tokenId);

    /// @notice ERC-721: `operator` may (or may no longer) move every item of `holder`.
    event ApprovalForAll(address indexed holder, address indexed operator, bool approved);

    /// @notice No item has this id.
    error NonexistentToken(uint256 tokenId);

    /// @notice The caller may not move this item.
    error NotAuthorized();

    /// @notice `from` does not hold the item.
    error WrongFrom();

    /// @notice Transfer or mint to the zero address.
    error ZeroAddress();

    /// @notice The receiving contract did not accept the item.
    error UnsafeRecipient();

    constructor(string memory name_, string memory symbol_) {
        name = name_;
        symbol = symbol_;
    }

    /// @notice The metadata document of `tokenId`, a base64 JSON data URI.
    function tokenURI(uint256 tokenId) external view returns (string memory) {
        ownerOf(tokenId);
        return string.concat("data:application/json;base64,", Base64.encode(bytes(_metadata(tokenId))));
    }

    /// @notice ERC-165: ERC-165, ERC-721 and ERC-721 Metadata.
    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == 0x01ffc9a7 || interfaceId == 0x80ac58cd || interfaceId == 0x5b5e139f;
    }

    /// @notice The holder of `tokenId`; reverts for an unknown id.
    function ownerOf(uint256 tokenId) public view returns (address holder) {
        holder = _owners[tokenId];
        if (holder == address(0)) revert NonexistentToken(tokenId);
    }

    /// @notice How many items `holder` holds.
    function balanceOf(address holder) external view returns (uint256) {
        if (holder == address(0)) revert ZeroAddress();
        return _balances[holder];
    }

    /// @notice Lets `spender` move `tokenId`; by its holder or an operator of the holder.
    function approve(address spender, uint256 tokenId) external {
        address holder = ownerOf(tokenId);
        if (msg.sender != holder && !_operators[holder][msg.sender]) revert NotAuthorized();
        _approvals[tokenId] = spender;
        emit Approval(holder, spender, tokenId);
    }

    /// @notice Who may move `tokenId` besides its holder and operators.
    function getApproved(uint256 tokenId) external view returns (address) {
        ownerOf(tokenId);
        return _approvals[tokenId];
    }

    /// @notice Lets `operator` move every item of the caller (or no longer).
    function setApprovalForAll(address operator, bool approved) external {
        _operators[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    /// @notice Whether `operator` may move every item of `holder`.
    function isApprovedForAll(address holder, address operator) external view returns (bool) {
        return _operators[holder][operator];
    }

    /// @notice Moves `tokenId` from `from` to `to`.
    function transferFrom(address from, address to, uint256 tokenId) public {
        address holder = ownerOf(tokenId);
        if (holder != from) revert WrongFrom();
        if (to == address(0)) revert ZeroAddress();
        if (msg.sender != holder && !_operators[holder][msg.sender] && _approvals[tokenId] != msg.sender) revert NotAuthorized();
        delete _approvals[tokenId];
        unchecked {
            _balances[from] -= 1;
        }
        _balances[to] += 1;
        _owners[tokenId] = to;
        emit Transfer(from, to, tokenId);
    }

    /// @notice `transferFrom`, then a contract recipient must accept the item.
    function safeTransferFrom(address from, address to, uint256 tokenId) external {
        safeTransferFrom(from, to, tokenId, "");
    }

    /// @notice `transferFrom`, then a contract recipient must accept the item (with `data`).
    function safeTransferFrom(address from, address to, uint256 tokenId, bytes memory data) public {
        transferFrom(from, to, tokenId);
        if (to.code.length != 0 && IERC721Receiver(to).onERC721Received(msg.sender, from, tokenId, data) != IERC721Receiver.onERC721Received.selector) {
            revert UnsafeRecipient();
        }
    }

    /// @dev Mints the next id to `to`.
    function _mintNext(address to) internal returns (uint256 tokenId) {
        if (to == address(0)) revert ZeroAddress();
        tokenId = ++totalSupply;
        _owners[tokenId] = to;
        _balances[to] += 1;
        emit Transfer(address(0), to, tokenId);
    }

    /// @dev The JSON metadata of an existing `tokenId`.
    function _metadata(uint256 tokenId) internal view virtual returns (string memory);
}

/// @notice A collection with art: each item is a coloured face with its number, its hue derived from the id.
contract FoyerCollectible is DevERC721 {
    /// @notice The only account that may mint more.
    address public immutable owner;

    /// @notice The caller is not the owner.
    error NotOwner();

    /// @param holders Item `i + 1` goes to `holders[i]`.
    constructor(string memory name_, string memory symbol_, address owner_, address[] memory holders) DevERC721(name_, symbol_) {
        owner = owner_;
        for (uint256 i = 0; i < holders.length; i++) _mintNext(holders[i]);
    }

    /// @notice Mints the next item to `to`; owner only.
    function mint(address to) external returns (uint256) {
        if (msg.sender != owner) revert NotOwner();
        return _mintNext(to);
    }

    function _metadata(uint256 tokenId) internal view override returns (string memory) {
        string memory id = Decimal.toString(tokenId);
        string memory hue = Decimal.toString((tokenId * 67) % 360);
        string memory svg = string.concat(
            '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240">',
            '<rect width="240" height="240" fill="hsl(', hue, ',70%,88%)"/>',
            '<circle cx="120" cy="104" r="64" fill="hsl(', hue, ',65%,55%)"/>',
            '<circle cx="98" cy="92" r="8" fill="#111827"/><circle cx="142" cy="92" r="8" fill="#111827"/>',
            '<path d="M92 124q28 24 56 0" stroke="#111827" stroke-width="6" fill="none" stroke-linecap="round"/>',
            '<text x="120" y="214" font-family="sans-serif" font-size="28" font-weight="700" text-anchor="middle" fill="#111827">#',
            id,
            "</text></svg>"
        );
        return string.concat(
            '{"name":"', name, " #", id,
            '","description":"A friend from the Foyer dev chain.","image":"data:image/svg+xml;base64,',
            Base64.encode(bytes(svg)),
            '","attributes":[{"trait_type":"Hue","value":', hue, "}]}"
        );
    }
}

/// @notice An unsolicited airdrop: anyone may drop items on anyone, each a loud "claim your reward" voucher.
contract SpamCollectible is DevERC721 {
    /// @param recipients Item `i + 1` goes to `recipients[i]`.
    constructor(string memory name_, string memory symbol_, address[] memory recipients) DevERC721(name_, symbol_) {
        airdrop(recipients);
    }

    /// @notice Mints one new item to each recipient; open to anyone, as spam is.
    function airdrop(address[] memory recipients) public {
        for (uint256 i = 0; i < recipients.length; i++) _mintNext(recipients[i]);
    }

    function _metadata(uint256 tokenId) internal view override returns (string memory) {
        string memory svg = string.concat(
            '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240">',
            '<rect width="240" height="240" fill="#facc15"/>',
            '<text x="120" y="100" font-family="sans-serif" font-size="30" font-weight="700" text-anchor="middle" fill="#b91c1c">CLAIM</text>',
            '<text x="120" y="140" font-family="sans-serif" font-size="30" font-weight="700" text-anchor="middle" fill="#b91c1c">REWARD</text>',
            "</svg>"
        );
        return string.concat(
            '{"name":"', name, " #", Decimal.toString(tokenId),
            '","description":"You are eligible! Claim your reward now.","image":"data:image/svg+xml;base64,',
            Base64.encode(bytes(svg)),
            '"}'
        );
    }
}
