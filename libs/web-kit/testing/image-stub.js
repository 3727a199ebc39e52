// Images are URLs once webpack emits them; in jsdom any stable string will do.
module.exports = 'image-stub.svg';
