// SPDX-License-Identifier: Apache-2.0
pragma solidity 0.8.37;

/// @title WrappedEther (Foyer dev chain)
/// @notice Wrapped ETH in the manner of WETH9: `deposit` turns ETH into an equal ERC-20 balance, `withdraw` turns it
///         back; the contract always holds exactly the ETH its balances add up to.
/// @dev Development only. Unlike WETH9, deposits and withdrawals also emit ERC-20 `Transfer` events from / to the
///      zero address, so an indexer sees every balance change as a transfer. The constructor is payable and deposits
///      for the initial holders, so the contract exists exactly when they were funded (idempotent seeding).
contract WrappedEther {
    /// @notice "Wrapped Ether".
    string public constant name = "Wrapped Ether";

    /// @notice "WETH".
    string public constant symbol = "WETH";

    /// @notice 18, as ETH.
    uint8 public constant decimals = 18;

    /// @notice Wei held for each account.
    mapping(address account => uint256 amount) public balanceOf;

    /// @notice Wei `spender` may move out of `holder`'s balance.
    mapping(address holder => mapping(address spender => uint256 amount)) public allowance;

    /// @notice ERC-20: `value` wei moved from `from` to `to`.
    event Transfer(address indexed from, address indexed to, uint256 value);

    /// @notice ERC-20: `spender` may now move `value` wei of `holder`.
    event Approval(address indexed holder, address indexed spender, uint256 value);

    /// @notice WETH9: `dst` wrapped `wad` wei.
    event Deposit(address indexed dst, uint256 wad);

    /// @notice WETH9: `src` unwrapped `wad` wei.
    event Withdrawal(address indexed src, uint256 wad);

    /// @notice The sender holds less than the amount.
    error InsufficientBalance();

    /// @notice The spender may move less than the amount.
    error InsufficientAllowance();

    /// @notice The initial deposits do not add up to the ETH sent, or the lists differ in length.
    error BadInitialDeposits();

    /// @notice Returning the ETH failed.
    error EthTransferFailed();

    /// @param holders Accounts credited at deployment; `amounts[i]` wei of the ETH sent go to `holders[i]`.
    constructor(address[] memory holders, uint256[] memory amounts) payable {
        if (holders.length != amounts.length) revert BadInitialDeposits();
        uint256 total;
        for (uint256 i = 0; i < holders.length; i++) {
            total += amounts[i];
            _credit(holders[i], amounts[i]);
        }
        if (total != msg.value) revert BadInitialDeposits();
    }

    receive() external payable {
        _credit(msg.sender, msg.value);
    }

    /// @notice Wraps the ETH sent for the caller.
    function deposit() external payable {
        _credit(msg.sender, msg.value);
    }

    /// @notice Unwraps `wad` wei of the caller's balance and sends the ETH back.
    function withdraw(uint256 wad) external {
        uint256 balance = balanceOf[msg.sender];
        if (balance < wad) revert InsufficientBalance();
        unchecked {
            balanceOf[msg.sender] = balance - wad;
        }
        emit Transfer(msg.sender, address(0), wad);
        emit Withdrawal(msg.sender, wad);
        (bool sent, ) = msg.sender.call{value: wad}("");
        if (!sent) revert EthTransferFailed();
    }

    /// @notice The wrapped ETH in circulation: all the ETH the contract holds.
    function totalSupply() external view returns (uint256) {
        return address(this).balance;
    }

    /// @notice Moves `value` wei from the caller to `to`.
    function transfer(address to, uint256 value) external returns (bool) {
        _transfer(msg.sender, to, value);
        return true;
    }

    /// @notice Lets `spender` move up to `value` wei of the caller's balance.
    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    /// @notice Moves `value` wei from `from` to `to` within the caller's allowance.
    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        if (from != msg.sender) {
            uint256 allowed = allowance[from][msg.sender];
            if (allowed != type(uint256).max) {
                if (allowed < value) revert InsufficientAllowance();
                allowance[from][msg.sender] = allowed - value;
            }
        }
        _transfer(from, to, value);
        return true;
    }

    function _transfer(address from, address to, uint256 value) private {
        uint256 balance = balanceOf[from];
        if (balance < value) revert InsufficientBalance();
        unchecked {
            balanceOf[from] = balance - value;
        }
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }

    function _credit(address to, uint256 wad) private {
        balanceOf[to] += wad;
        emit Transfer(address(0), to, wad);
        emit Deposit(to, wad);
    }
}
