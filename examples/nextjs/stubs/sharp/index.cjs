// Next.js loads sharp only to optimize images (next/image), which the example does not use.
throw new Error('sharp is not installed in this repository: the Next.js example optimizes no images.');
