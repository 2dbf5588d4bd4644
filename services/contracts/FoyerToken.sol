// SPDX-License-Identifier: Apache-2.0
pragma solidity 0.8.37;

/// @title FoyerToken (Foyer dev chain)
/// @notice A plain ERC-20 with its name, symbol and decimals chosen at deployment, so the dev chain holds tokens of
///         different precisions (a 6-decimals stable, an 18-decimals token, a 0-decimals token the widget filters).
/// @dev Development only. The initial balances are minted in the constructor: the token exists exactly when its
///      holders were funded, which makes seeding idempotent by checking the code at its CREATE2 address.
contract FoyerToken {
    /// @notice The token's name, e.g. "Foyer USD".
    string public name;

    /// @notice The token's symbol, e.g. "fUSD".
    string public symbol;

    /// @notice Digits after the decimal point of the display amount.
    uint8 public immutable decimals;

    /// @notice The only account that may mint more.
    address public immutable owner;

    /// @notice Tokens in circulation, in base units.
    uint256 public totalSupply;

    /// @notice Base units held by each account.
    mapping(address account => uint256 amount) public balanceOf;

    /// @notice Base units `spender` may move out of `holder`'s balance.
    mapping(address holder => mapping(address spender => uint256 amount)) public allowance;

    /// @notice ERC-20: `value` base units moved from `from` to `to` (`from` is zero for a mint).
    event Transfer(address indexed from, address indexed to, uint256 value);

    /// @notice ERC-20: `spender` may now move `value` base units of `holder`.
    event Approval(address indexed holder, address indexed spender, uint256 value);

    /// @notice The caller is not the owner.
    error NotOwner();

    /// @notice Transfer or mint to the zero address.
    error ZeroAddress();

    /// @notice The sender holds less than the amount.
    error InsufficientBalance();

    /// @notice The spender may move less than the amount.
    error InsufficientAllowance();

    /// @notice `holders` and `amounts` differ in length.
    error LengthMismatch();

    /// @param holders Accounts funded at deployment; `amounts[i]` base units go to `holders[i]`.
    constructor(
        string memory name_,
        string memory symbol_,
        uint8 decimals_,
        address owner_,
        address[] memory holders,
        uint256[] memory amounts
    ) {
        if (holders.length != amounts.length) revert LengthMismatch();
        name = name_;
        symbol = symbol_;
        decimals = decimals_;
        owner = owner_;
        for (uint256 i = 0; i < holders.length; i++) _mint(holders[i], amounts[i]);
    }

    /// @notice Moves `value` base units from the caller to `to`.
    function transfer(address to, uint256 value) external returns (bool) {
        _transfer(msg.sender, to, value);
        return true;
    }

    /// @notice Lets `spender` move up to `value` base units of the caller's balance.
    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    /// @notice Moves `value` base units from `from` to `to` within the caller's allowance.
    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        if (allowed != type(uint256).max) {
            if (allowed < value) revert InsufficientAllowance();
            allowance[from][msg.sender] = allowed - value;
        }
        _transfer(from, to, value);
        return true;
    }

    /// @notice Creates `value` base units for `to`; owner only.
    function mint(address to, uint256 value) external {
        if (msg.sender != owner) revert NotOwner();
        _mint(to, value);
    }

    function _transfer(address from, address to, uint256 value) private {
        if (to == address(0)) revert ZeroAddress();
        uint256 balance = balanceOf[from];
        if (balance < value) revert InsufficientBalance();
        unchecked {
            balanceOf[from] = balance - value;
        }
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }

    function _mint(address to, uint256 value) private {
        if (to == address(0)) revert ZeroAddress();
        totalSupply += value;
        balanceOf[to] += value;
        emit Transfer(address(0), to, value);
    }
}
