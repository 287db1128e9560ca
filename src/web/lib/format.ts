const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const formatPrice = (price: number) => usd.format(price);
export const oneDecimal = (n: number) => n.toFixed(1);
