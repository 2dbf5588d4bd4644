// SPDX-License-Identifier: Apache-2.0
pragma solidity 0.8.37;

/// @notice What the router calls on a `FoyerPair`.
interface IFoyerPair {
    function token0() external view returns (address);

    function token1() external view returns (address);

    function getReserves() external view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast);

    function swap(uint256 amount0Out, uint256 amount1Out, address to) external;
}

/// @notice What the router calls on the wrapped native currency.
interface IWrappedNative {
    function deposit() external payable;

    function withdraw(uint256 wad) external;
}

/// @title FoyerAmmRouter (Foyer dev chain)
/// @notice Swaps exact inputs along a path of `FoyerPair` pools in the manner of the Uniswap V2 router: every swap
///         names the least it accepts (`amountOutMin`) and a deadline; ETH goes in and out through the wrapped native
///         currency. `getAmountsOut` quotes a path from the live reserves with the same formula the pairs enforce.
/// @dev Development only. The pools are fixed at deployment (no factory), so the router's CREATE2 address is a
///      function of the wrapped native currency and the pool list.
contract FoyerAmmRouter {
    /// @notice The pairs' fee on each swap's input, in basis points (0.30 %).
    uint256 public constant FEE_BPS = 30;

    /// @notice The wrapped native currency: the first token of an ETH-in path, the last of an ETH-out path.
    address public immutable WETH;

    /// @notice The pool of two tokens, in either order; the zero address when there is none.
    mapping(address tokenA => mapping(address tokenB => address pair)) public getPair;

    /// @notice Every pool, in deployment order.
    address[] public allPairs;

    /// @notice The deadline has passed.
    error Expired();

    /// @notice The path has fewer than two tokens, or does not start / end with WETH where ETH is swapped.
    error InvalidPath();

    /// @notice No pool joins two consecutive tokens of the path.
    error NoPair(address tokenA, address tokenB);

    /// @notice The swap would give less than `amountOutMin`.
    error InsufficientOutputAmount(uint256 amountOut, uint256 amountOutMin);

    /// @notice The input amount is zero.
    error InsufficientInputAmount();

    /// @notice A pool of the path has an empty reserve.
    error InsufficientLiquidity();

    /// @notice A token transfer failed (allowance or balance short).
    error TransferFailed();

    /// @notice Sending ETH to the recipient failed.
    error EthTransferFailed();

    /// @notice ETH came from somewhere else than WETH.
    error NotWeth();

    /// @notice A pool is listed twice.
    error DuplicatePair();

    modifier ensure(uint256 deadline) {
        if (deadline < block.timestamp) revert Expired();
        _;
    }

    /// @param weth The wrapped native currency.
    /// @param pairs The pools the router swaps through.
    constructor(address weth, address[] memory pairs) {
        WETH = weth;
        for (uint256 i = 0; i < pairs.length; i++) {
            address token0 = IFoyerPair(pairs[i]).token0();
            address token1 = IFoyerPair(pairs[i]).token1();
            if (getPair[token0][token1] != address(0)) revert DuplicatePair();
            getPair[token0][token1] = pairs[i];
            getPair[token1][token0] = pairs[i];
            allPairs.push(pairs[i]);
        }
    }

    /// @notice Only WETH sends ETH here (when unwrapping for `swapExactTokensForETH`).
    receive() external payable {
        if (msg.sender != WETH) revert NotWeth();
    }

    /// @notice How many pools the router knows.
    function allPairsLength() external view returns (uint256) {
        return allPairs.length;
    }

    /// @notice What a pool with reserves `reserveIn` / `reserveOut` gives for `amountIn`, after the fee.
    function getAmountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut) public pure returns (uint256) {
        if (amountIn == 0) revert InsufficientInputAmount();
        if (reserveIn == 0 || reserveOut == 0) revert InsufficientLiquidity();
        uint256 amountInWithFee = amountIn * (10_000 - FEE_BPS);
        return (amountInWithFee * reserveOut) / (reserveIn * 10_000 + amountInWithFee);
    }

    /// @notice The amounts along `path` for `amountIn` of its first token, from the live reserves.
    function getAmountsOut(uint256 amountIn, address[] calldata path) public view returns (uint256[] memory amounts) {
        if (path.length < 2) revert InvalidPath();
        amounts = new uint256[](path.length);
        amounts[0] = amountIn;
        for (uint256 i = 0; i < path.length - 1; i++) {
            (uint256 reserveIn, uint256 reserveOut) = _reserves(path[i], path[i + 1]);
            amounts[i + 1] = getAmountOut(amounts[i], reserveIn, reserveOut);
        }
    }

    /// @notice Swaps exactly `amountIn` of `path[0]` (taken from the caller: approve the router first) for at least
    ///         `amountOutMin` of the path's last token, sent to `to`.
    function swapExactTokensForTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external ensure(deadline) returns (uint256[] memory amounts) {
        amounts = _checkedAmounts(amountIn, amountOutMin, path);
        _safeTransferFrom(path[0], msg.sender, _pair(path[0], path[1]), amounts[0]);
        _swap(amounts, path, to);
    }

    /// @notice Swaps exactly the ETH sent (wrapped; `path[0]` must be WETH) for at least `amountOutMin` of the path's
    ///         last token, sent to `to`.
    function swapExactETHForTokens(
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external payable ensure(deadline) returns (uint256[] memory amounts) {
        if (path.length < 2 || path[0] != WETH) revert InvalidPath();
        amounts = _checkedAmounts(msg.value, amountOutMin, path);
        IWrappedNative(WETH).deposit{value: amounts[0]}();
        _safeTransfer(WETH, _pair(path[0], path[1]), amounts[0]);
        _swap(amounts, path, to);
    }

    /// @notice Swaps exactly `amountIn` of `path[0]` (approve the router first) for at least `amountOutMin` ETH
    ///         (`path`'s last token must be WETH, unwrapped), sent to `to`.
    function swapExactTokensForETH(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external ensure(deadline) returns (uint256[] memory amounts) {
        if (path.length < 2 || path[path.length - 1] != WETH) revert InvalidPath();
        amounts = _checkedAmounts(amountIn, amountOutMin, path);
        _safeTransferFrom(path[0], msg.sender, _pair(path[0], path[1]), amounts[0]);
        _swap(amounts, path, address(this));
        uint256 amountOut = amounts[amounts.length - 1];
        IWrappedNative(WETH).withdraw(amountOut);
        (bool sent, ) = to.call{value: amountOut}("");
        if (!sent) revert EthTransferFailed();
    }

    function _checkedAmounts(uint256 amountIn, uint256 amountOutMin, address[] calldata path) private view returns (uint256[] memory amounts) {
        amounts = getAmountsOut(amountIn, path);
        uint256 amountOut = amounts[amounts.length - 1];
        if (amountOut < amountOutMin) revert InsufficientOutputAmount(amountOut, amountOutMin);
    }

    // Each pool pays the next one directly; the last pays `to`.
    function _swap(uint256[] memory amounts, address[] calldata path, address to) private {
        for (uint256 i = 0; i < path.length - 1; i++) {
            address input = path[i];
            address output = path[i + 1];
            address pair = _pair(input, output);
            uint256 amountOut = amounts[i + 1];
            (uint256 amount0Out, uint256 amount1Out) = input < output ? (uint256(0), amountOut) : (amountOut, uint256(0));
            address recipient = i < path.length - 2 ? _pair(output, path[i + 2]) : to;
            IFoyerPair(pair).swap(amount0Out, amount1Out, recipient);
        }
    }

    function _pair(address tokenA, address tokenB) private view returns (address pair) {
        pair = getPair[tokenA][tokenB];
        if (pair == address(0)) revert NoPair(tokenA, tokenB);
    }

    function _reserves(address tokenIn, address tokenOut) private view returns (uint256 reserveIn, uint256 reserveOut) {
        (uint112 reserve0, uint112 reserve1, ) = IFoyerPair(_pair(tokenIn, tokenOut)).getReserves();
        (reserveIn, reserveOut) = tokenIn < tokenOut ? (uint256(reserve0), uint256(reserve1)) : (uint256(reserve1), uint256(reserve0));
    }

    function _safeTransfer(address token, address to, uint256 value) private {
        (bool ok, bytes memory data) = token.call(abi.encodeWithSignature("transfer(address,uint256)", to, value));
        if (!ok || (data.length != 0 && !abi.decode(data, (bool)))) revert TransferFailed();
    }

    function _safeTransferFrom(address token, address from, address to, uint256 value) private {
        (bool ok, bytes memory data) = token.call(abi.encodeWithSignature("transferFrom(address,address,uint256)", from, to, value));
        if (!ok || (data.length != 0 && !abi.decode(data, (bool)))) revert TransferFailed();
    }
}
