

  HSYxbwAuze2DYFB/Ru/cvtjPBy2eV5/SWtkIwqRuW+9T+SOmrV6jdJwTT2Tz4RD8nNJrurBTyLbM2lf+SNLCBQ==  

