// SPDX-License-Identifier: Apache-2.0
pragma solidity 0.8.37;

/// @notice The ERC-20 calls a pair makes on its two tokens.
interface IPairToken {
    function balanceOf(address account) external view returns (uint256);
}

/// @title FoyerPair (Foyer dev chain)
/// @notice A constant-product pool of two ERC-20 tokens in the manner of a Uniswap V2 pair: whoever sends tokens in
///         may take tokens out as long as `reserve0 * reserve1` does not fall, the input counted after a 0.30 % fee.
///         Liquidity is added by sending both tokens and calling `mint`, removed with `burn`.
/// @dev Development only. The tokens are fixed at deployment (`token0 < token1`), so the pair's CREATE2 address is a
///      function of the two tokens. Shares are plain balances (not a transferable token).
contract FoyerPair {
    /// @notice The fee on each swap's input, in basis points (0.30 %).
    uint256 public constant FEE_BPS = 30;

    /// @notice Shares locked forever by the first `mint`, so the pool can never be emptied to zero.
    uint256 public constant MINIMUM_LIQUIDITY = 1000;

    /// @notice The token with the lower address.
    address public immutable token0;

    /// @notice The token with the higher address.
    address public immutable token1;

    uint112 private reserve0;
    uint112 private reserve1;
    uint32 private blockTimestampLast;

    /// @notice Liquidity shares in circulation.
    uint256 public totalSupply;

    /// @notice Liquidity shares held by each account.
    mapping(address account => uint256 shares) public balanceOf;

    uint256 private unlocked = 1;

    /// @notice `sender` added `amount0` and `amount1` and received shares.
    event Mint(address indexed sender, uint256 amount0, uint256 amount1);

    /// @notice `sender` removed `amount0` and `amount1`, sent to `to`.
    event Burn(address indexed sender, uint256 amount0, uint256 amount1, address indexed to);

    /// @notice Uniswap V2's swap event: what came in and went out of each side.
    event Swap(address indexed sender, uint256 amount0In, uint256 amount1In, uint256 amount0Out, uint256 amount1Out, address indexed to);

    /// @notice The reserves after any change.
    event Sync(uint112 reserve0, uint112 reserve1);

    /// @notice `token0` is not below `token1`, or one is the zero address.
    error BadTokens();

    /// @notice A call re-entered the pair.
    error Locked();

    /// @notice `mint` or `burn` would move no liquidity.
    error InsufficientLiquidity();

    /// @notice `swap` asks for nothing, or for at least a whole reserve.
    error InsufficientOutput();

    /// @notice Nothing came in for the swap.
    error InsufficientInput();

    /// @notice The swap would lower the product of the reserves (fee included).
    error ConstantProduct();

    /// @notice A balance exceeds 2^112 - 1.
    error Overflow();

    /// @notice `to` is one of the pair's tokens.
    error InvalidTo();

    /// @notice A token transfer failed.
    error TransferFailed();

    modifier lock() {
        if (unlocked != 1) revert Locked();
        unlocked = 0;
        _;
        unlocked = 1;
    }

    constructor(address token0_, address token1_) {
        if (token0_ == address(0) || token0_ >= token1_) revert BadTokens();
        token0 = token0_;
        token1 = token1_;
    }

    /// @notice The reserves the constant product is computed on, and the time they last changed.
    function getReserves() public view returns (uint112 reserve0_, uint112 reserve1_, uint32 blockTimestampLast_) {
        return (reserve0, reserve1, blockTimestampLast);
    }

    /// @notice Credits `to` with shares for the tokens sent to the pair since the last update.
    function mint(address to) external lock returns (uint256 liquidity) {
        (uint112 r0, uint112 r1, ) = getReserves();
        uint256 balance0 = IPairToken(token0).balanceOf(address(this));
        uint256 balance1 = IPairToken(token1).balanceOf(address(this));
        uint256 amount0 = balance0 - r0;
        uint256 amount1 = balance1 - r1;
        uint256 supply = totalSupply;
        if (supply == 0) {
            liquidity = _sqrt(amount0 * amount1) - MINIMUM_LIQUIDITY;
            totalSupply = MINIMUM_LIQUIDITY;
            balanceOf[address(0)] = MINIMUM_LIQUIDITY;
        } else {
            uint256 by0 = (amount0 * supply) / r0;
            uint256 by1 = (amount1 * supply) / r1;
            liquidity = by0 < by1 ? by0 : by1;
        }
        if (liquidity == 0) revert InsufficientLiquidity();
        totalSupply += liquidity;
        balanceOf[to] += liquidity;
        _update(balance0, balance1);
        emit Mint(msg.sender, amount0, amount1);
    }

    /// @notice Burns `shares` of the caller's and sends `to` their part of both reserves.
    function burn(uint256 shares, address to) external lock returns (uint256 amount0, uint256 amount1) {
        uint256 held = balanceOf[msg.sender];
        if (shares == 0 || shares > held) revert InsufficientLiquidity();
        uint256 balance0 = IPairToken(token0).balanceOf(address(this));
        uint256 balance1 = IPairToken(token1).balanceOf(address(this));
        uint256 supply = totalSupply;
        amount0 = (shares * balance0) / supply;
        amount1 = (shares * balance1) / supply;
        if (amount0 == 0 || amount1 == 0) revert InsufficientLiquidity();
        unchecked {
            balanceOf[msg.sender] = held - shares;
        }
        totalSupply = supply - shares;
        _safeTransfer(token0, to, amount0);
        _safeTransfer(token1, to, amount1);
        _update(IPairToken(token0).balanceOf(address(this)), IPairToken(token1).balanceOf(address(this)));
        emit Burn(msg.sender, amount0, amount1, to);
    }

    /// @notice Sends `amount0Out` / `amount1Out` to `to`, paid for by tokens sent to the pair beforehand.
    function swap(uint256 amount0Out, uint256 amount1Out, address to) external lock {
        if (amount0Out == 0 && amount1Out == 0) revert InsufficientOutput();
        (uint112 r0, uint112 r1, ) = getReserves();
        if (amount0Out >= r0 || amount1Out >= r1) revert InsufficientOutput();
        if (to == token0 || to == token1) revert InvalidTo();
        if (amount0Out > 0) _safeTransfer(token0, to, amount0Out);
        if (amount1Out > 0) _safeTransfer(token1, to, amount1Out);
        uint256 balance0 = IPairToken(token0).balanceOf(address(this));
        uint256 balance1 = IPairToken(token1).balanceOf(address(this));
        uint256 amount0In = balance0 > r0 - amount0Out ? balance0 - (r0 - amount0Out) : 0;
        uint256 amount1In = balance1 > r1 - amount1Out ? balance1 - (r1 - amount1Out) : 0;
        if (amount0In == 0 && amount1In == 0) revert InsufficientInput();
        // The product of the balances, each input reduced by the fee, must not fall below the reserves' product.
        uint256 adjusted0 = balance0 * 10_000 - amount0In * FEE_BPS;
        uint256 adjusted1 = balance1 * 10_000 - amount1In * FEE_BPS;
        if (adjusted0 * adjusted1 < uint256(r0) * uint256(r1) * 100_000_000) revert ConstantProduct();
        _update(balance0, balance1);
        emit Swap(msg.sender, amount0In, amount1In, amount0Out, amount1Out, to);
    }

    function _update(uint256 balance0, uint256 balance1) private {
        if (balance0 > type(uint112).max || balance1 > type(uint112).max) revert Overflow();
        reserve0 = uint112(balance0);
        reserve1 = uint112(balance1);
        blockTimestampLast = uint32(block.timestamp);
        emit Sync(reserve0, reserve1);
    }

    function _safeTransfer(address token, address to, uint256 value) private {
        (bool ok, bytes memory data) = token.call(abi.encodeWithSignature("transfer(address,uint256)", to, value));
        if (!ok || (data.length != 0 && !abi.decode(data, (bool)))) revert TransferFailed();
    }

    function _sqrt(uint256 y) private pure returns (uint256 z) {
        if (y > 3) {
            z = y;
            uint256 x = y / 2 + 1;
            while (x < z) {
                z = x;
                x = (y / x + x) / 2;
            }
        } else if (y != 0) {
            z = 1;
        }
    }
}
