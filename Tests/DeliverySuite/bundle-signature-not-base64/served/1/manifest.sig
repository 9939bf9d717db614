not a signature!
